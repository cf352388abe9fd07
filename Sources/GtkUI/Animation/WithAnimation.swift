/// Runs `body`, whose state changes SwiftUI would animate with `animation`, and returns its result.
///
/// GTK 3 has no animation system for layout: the changes are applied at once, in the next
/// update pass, as any other state change is. See ``Animation``.
///
/// As SwiftUI's, it is not isolated to the main actor: a nonisolated helper may call it.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
