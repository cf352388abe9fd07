/// A key for a value in ``EnvironmentValues``, with the value used when no view has set one.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
/// extension EnvironmentValues {
///     var accent: String {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of value stored under this key.
    associatedtype Value
    /// The value read when no ancestor has set one.
    static var defaultValue: Value { get }
}
