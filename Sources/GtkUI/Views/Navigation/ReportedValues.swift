/// Values that views report up to an ancestor: the child-to-ancestor counterpart of the
/// environment, as SwiftUI's preferences are.
///
/// An ancestor puts a collector into its content's environment; each ``ValueReporter`` below it
/// adds its value while it is mounted, replaces it on update and withdraws it when unmounted.
/// Navigation titles, destinations and column widths travel this way, whatever depth of views
/// lies between the modifier and the navigation container.
@MainActor
final class ReportedValues<Value> {
    /// The values in the order their reporters first reported: inner views report before the
    /// views around them, since a node mounts its content first.
    private var entries: [(source: ObjectIdentifier, value: Value)] = []
    /// Whether two values are the same for ``onChange``: replacing a value by the same one is
    /// stored silently.
    private let isSame: (Value, Value) -> Bool
    /// Runs after a value was added, withdrawn, or changed to one that is not the same.
    var onChange: (() -> Void)?

    /// A collector that compares values with `isSame`.
    init(isSame: @escaping (Value, Value) -> Bool) {
        self.isSame = isSame
    }

    /// The reported values, innermost first.
    var values: [Value] { entries.map(\.value) }

    /// Adds or replaces the value of `source`.
    func report(_ value: Value, from source: AnyObject) {
        let key = ObjectIdentifier(source)
        if let index = entries.firstIndex(where: { $0.source == key }) {
            let changed = !isSame(entries[index].value, value)
            entries[index].value = value
            if changed { onChange?() }
        } else {
            entries.append((key, value))
            onChange?()
        }
    }

    /// Removes the value of `source`, if it reported one.
    func withdraw(from source: AnyObject) {
        let key = ObjectIdentifier(source)
        guard let index = entries.firstIndex(where: { $0.source == key }) else { return }
        entries.remove(at: index)
        onChange?()
    }
}

extension ReportedValues where Value: Equatable {
    /// A collector that compares values with `==`.
    convenience init() {
        self.init(isSame: { $0 == $1 })
    }
}

extension ReportedValues: @MainActor Equatable {
    /// The same collector: the environment then does not count a rewrite of it as a change.
    static func == (lhs: ReportedValues, rhs: ReportedValues) -> Bool { lhs === rhs }
}
