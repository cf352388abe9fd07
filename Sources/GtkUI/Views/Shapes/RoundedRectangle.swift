import CGtkShim
import Foundation

/// A rectangle with rounded corners, filling the space it is given.
public struct RoundedRectangle: Shape {
    /// The corners' radii.
    public let cornerSize: CGSize

    /// Corners of `cornerRadius` pixels; a negative radius is taken as 0, with one warning.
    nonisolated public init(cornerRadius: Double) {
        var radius = cornerRadius
        if !(radius >= 0) {
            Diagnostics.warn("GtkUI: RoundedRectangle cornerRadius \(cornerRadius) is negative; using 0")
            radius = 0
        }
        cornerSize = CGSize(width: radius, height: radius)
    }

    /// Corners that are quarter ellipses of `cornerSize`.
    nonisolated public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    /// `rect` with its corners rounded; a radius is at most half a side.
    public nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }
}
