import CGtkShim
import Foundation

/// A rectangle whose shorter sides are half circles, filling the space it is given.
public struct Capsule: Shape {
    /// A capsule.
    nonisolated public init() {}

    /// `rect` with corners rounded by half its shorter side.
    public nonisolated func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius)
    }
}
