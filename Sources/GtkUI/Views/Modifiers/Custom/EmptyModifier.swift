/// A modifier that changes nothing, for choosing a modifier at compile time:
///
/// ```swift
/// var debugOutline: some ViewModifier {
///     #if DEBUG
///     return Outlined()
///     #else
///     return EmptyModifier()
///     #endif
/// }
/// ```
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// Makes the modifier that changes nothing.
    nonisolated public init() {}

    /// The content, unchanged.
    @MainActor public func body(content: Content) -> Content { content }
}
