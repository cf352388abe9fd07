import CGtkShim
import Foundation

/// A rectangle whose shorter sides are half circles, filling the space it is given.
public struct Capsule: InsettableShape {
    /// How the ends curve; drawn as `.circular` here.
    public var style: RoundedCornerStyle

    /// A capsule.
    nonisolated public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// `rect` with corners rounded by half its shorter side.
    public nonisolated func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        // The ends stay half circles whatever the style: continuous corners reaching half a side
        // would flatten them.
        return Path(roundedRect: rect, cornerRadius: radius, style: .circular)
    }

    /// A capsule `amount` pixels inside.
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<Capsule> { InsetShape(shape: self, amount: amount) }
}
