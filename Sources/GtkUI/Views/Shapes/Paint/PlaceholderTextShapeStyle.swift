/// The colour of placeholder text, from the theme (`insensitive_fg_color`, which GTK 3 themes
/// give an entry's placeholder), as SwiftUI's `PlaceholderTextShapeStyle`.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
    /// The placeholder colour.
    nonisolated public init() {}
}

extension PlaceholderTextShapeStyle: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint {
        .color(
            Color(
                storage: .named(
                    "insensitive_fg_color", fallback: Color.RGBA(red: 0.57, green: 0.58, blue: 0.57, opacity: 1),
                    opacity: 1)))
    }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The theme's placeholder text colour.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
