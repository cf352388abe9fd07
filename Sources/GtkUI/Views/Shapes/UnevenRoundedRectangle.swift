import Foundation

/// A rectangle with each corner rounded by its own radius, as SwiftUI's `UnevenRoundedRectangle`:
/// `UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16)`.
///
/// Radii of two corners that would overlap on a side share it in proportion.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners curve.
    public var style: RoundedCornerStyle

    /// Corners of `cornerRadii`.
    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Corners of the given radii, 0 unless given.
    nonisolated public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius), style: style)
    }

    /// `rect` with each corner rounded by its radius.
    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The shape `amount` pixels inside, its corners smaller by as much.
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<UnevenRoundedRectangle> {
        InsetShape(shape: self, amount: amount)
    }

    /// The corners' radii, for animation.
    nonisolated public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

extension UnevenRoundedRectangle: CornerInsettable {
    nonisolated func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        let radii = RectangleCornerRadii(
            topLeading: max(0, cornerRadii.topLeading - amount),
            bottomLeading: max(0, cornerRadii.bottomLeading - amount),
            bottomTrailing: max(0, cornerRadii.bottomTrailing - amount),
            topTrailing: max(0, cornerRadii.topTrailing - amount))
        return Path(roundedRect: rect, cornerRadii: radii, style: style)
    }
}
