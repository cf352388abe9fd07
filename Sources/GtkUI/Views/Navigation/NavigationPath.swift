/// A list of values of any `Hashable` types: the pages pushed on a ``NavigationStack``, each
/// shown by the ``View/navigationDestination(for:destination:)`` registered for its type.
///
/// Unlike SwiftUI's, it is not `Codable`.
public struct NavigationPath: Equatable {
    /// The values, first pushed first.
    var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of the values of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether the path holds no value (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values; asking for more than there are empties the path, with one warning.
    public mutating func removeLast(_ k: Int = 1) {
        if k > elements.count || k < 0 {
            Diagnostics.warn("GtkUI: NavigationPath.removeLast(\(k)) on a path of \(elements.count) values")
        }
        elements.removeLast(min(max(k, 0), elements.count))
    }
}
