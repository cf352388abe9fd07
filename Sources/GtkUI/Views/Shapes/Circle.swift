import CGtkShim
import Foundation

/// The largest circle that fits in the space it is given, centred.
public struct Circle: InsettableShape {
    /// A circle.
    nonisolated public init() {}

    /// A circle of the smaller side's diameter, centred in `rect`.
    public nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// A circle `amount` pixels inside.
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<Circle> { InsetShape(shape: self, amount: amount) }
}
