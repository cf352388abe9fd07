/// How a rounded rectangle's corners curve, as SwiftUI's `RoundedCornerStyle`.
///
/// A `.continuous` corner eases out of the sides: it starts bending about 1.53 radii from the
/// corner (at most half the side), with a bend that grows towards the corner, and passes where a
/// circular corner would at its middle. It is drawn as one cubic curve, an approximation of
/// Apple's, which is made of several.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (quarter ellipses for unequal radii).
    case circular
    /// Corners that continue smoothly from the sides, as Apple's do.
    case continuous
}
