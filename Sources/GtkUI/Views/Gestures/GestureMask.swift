/// Which gestures a view's gesture modifier leaves enabled: the gesture it adds, the gestures of
/// the views inside it, both (`.all`, the default) or neither, as SwiftUI's `GestureMask`.
///
/// GtkUI turns off the gestures of the views inside by putting the gesture's event box above its
/// content, so the content receives no pointer events at all while `.subviews` is excluded.
public struct GestureMask: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: UInt32
    /// A mask from its raw bits.
    nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Neither the gesture nor the gestures inside.
    public static let none: GestureMask = []
    /// The gesture that the modifier adds.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}
