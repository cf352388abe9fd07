/// A key for a value of your own in a ``Transaction``, as SwiftUI's `TransactionKey`; `@Entry`
/// in an extension of `Transaction` makes one for you.
///
/// ```swift
/// extension Transaction {
///     @Entry var isUndo: Bool = false
/// }
/// ```
public protocol TransactionKey {
    /// The type of value stored under this key.
    associatedtype Value
    /// The value read when none was set.
    static var defaultValue: Value { get }
}
