import Foundation

/// A rectangle or point of a view, resolved in another view's coordinates: what
/// ``View/anchorPreference(key:value:transform:)`` hands up the tree, and what
/// ``GeometryProxy``'s subscript turns into a value in the reader's own coordinates.
///
/// ```swift
/// Text("Selected")
///     .anchorPreference(key: SelectionBounds.self, value: .bounds) { $0 }
/// ```
/// GtkUI keeps the value in the window's content coordinates, read from GTK's allocation of the
/// view that set it; a new layout of that view sets the preference again.
public struct Anchor<Value> {
    /// The value in the window's content area.
    let globalValue: Value
    /// The value in a space whose origin is at the given point of the window's content area.
    let relocate: @Sendable (Value, CGPoint) -> Value

    /// The value in a space whose origin is `origin` in the window's content area.
    func value(relativeTo origin: CGPoint) -> Value {
        relocate(globalValue, origin)
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when they stand for the same value in the window.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.globalValue == rhs.globalValue
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the value in the window.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(globalValue)
    }
}
