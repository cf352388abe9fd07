/// The current foreground style, as SwiftUI's `ForegroundStyle`: what
/// ``View/foregroundStyle(_:)`` set above, or the theme's text colour (or the colour
/// ``View/foregroundColor(_:)`` set). What a shape fills with by default.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The current foreground style.
    nonisolated public init() {}
}

extension ForegroundStyle: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint {
        HierarchicalShapeStyle(level: 0).paint(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
