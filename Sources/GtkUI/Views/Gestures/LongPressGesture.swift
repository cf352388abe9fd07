import Foundation

/// The primary button held down for `minimumDuration` seconds, as SwiftUI's `LongPressGesture`.
/// Its value is `true` from the press (for `.updating`), and it ends with `true` once held long
/// enough.
///
/// Recognised by a `GtkGestureLongPress`. GTK scales its long-press time
/// (`gtk-long-press-time`, 0.5 s by default) by a factor it keeps within 0.5…2, so with GTK's
/// default setting durations are clamped to 0.25…1 s. The press fails when the pointer moves
/// beyond GTK's drag threshold, whatever `maximumDistance` says.
public struct LongPressGesture {
    /// Whether the press is down (and, at the end, was held long enough).
    public typealias Value = Bool

    /// How long, in seconds, the button must be held.
    public var minimumDuration: Double
    /// How far the pointer may move; GTK's drag threshold decides instead.
    public var maximumDistance: CGFloat

    /// A press held for `minimumDuration` seconds. A negative or NaN duration counts as GTK's
    /// shortest, with one warning.
    nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

extension LongPressGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        let node = LongPressNode(attachment: attachment)
        node.update(from: self)
        return node
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension LongPressGesture: Gesture {}
