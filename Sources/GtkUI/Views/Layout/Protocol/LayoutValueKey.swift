/// A key for a value a view gives the ``Layout`` it is placed in, read through
/// ``LayoutSubview/subscript(_:)``.
///
/// ```swift
/// private struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that set none.
    static var defaultValue: Value { get }
}

/// Carries a ``LayoutValueKey``'s value among a child's container values.
enum LayoutValueStorage<Key: LayoutValueKey>: ContainerValueKey {
    static var defaultValue: Key.Value { Key.defaultValue }
}

extension View {
    /// Gives the ``Layout`` this view is placed in `value` for `key`. Set it on the layout's
    /// direct child (outside other modifiers), as in SwiftUI.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        ContainerValueWriter(content: self, write: { $0[LayoutValueStorage<K>.self] = value })
    }
}
