/// When an animation counts as complete for its completion handler, as SwiftUI's
/// `AnimationCompletionCriteria`. GtkUI treats both the same: an animation is complete when its
/// value arrives, or when its view goes.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    /// When the animated value has arrived.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation is removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}
