/// The colour of separators and borders, from the theme (`borders`), as SwiftUI's
/// `SeparatorShapeStyle`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// The separator colour.
    nonisolated public init() {}
}

extension SeparatorShapeStyle: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint {
        .color(
            Color(
                storage: .named("borders", fallback: Color.RGBA(red: 0, green: 0, blue: 0, opacity: 0.15), opacity: 1)))
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The theme's separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
