import CGtkShim
import Foundation

/// A rectangle with rounded corners, filling the space it is given. Corners are `.continuous` by
/// default, as in SwiftUI (see ``RoundedCornerStyle``).
public struct RoundedRectangle: InsettableShape {
    /// The corners' radii.
    public var cornerSize: CGSize
    /// How the corners curve.
    public var style: RoundedCornerStyle

    /// Corners of `cornerRadius` pixels; a negative radius is taken as 0, with one warning.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        var radius = cornerRadius
        if !(radius >= 0) {
            Diagnostics.warn("GtkUI: RoundedRectangle cornerRadius \(cornerRadius) is negative; using 0")
            radius = 0
        }
        cornerSize = CGSize(width: radius, height: radius)
        self.style = style
    }

    /// Corners that are quarter ellipses of `cornerSize`.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// `rect` with its corners rounded; a radius is at most half a side.
    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle `amount` pixels inside, its corners smaller by as much.
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<RoundedRectangle> {
        InsetShape(shape: self, amount: amount)
    }

    /// The corners' radii, for animation.
    nonisolated public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

extension RoundedRectangle: CornerInsettable {
    nonisolated func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        let size = CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
        return Path(roundedRect: rect, cornerSize: size, style: style)
    }
}
