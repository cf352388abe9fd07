/// The window background, from the theme (`theme_bg_color`), as SwiftUI's `BackgroundStyle`:
/// `.background(.background)`.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style.
    nonisolated public init() {}

    /// The theme's window background, for themes without one: GNOME's light grey.
    static let color = Color(
        storage: .named(
            "theme_bg_color",
            fallback: Color.RGBA(red: 0xf6 / 255.0, green: 0xf5 / 255.0, blue: 0xf4 / 255.0, opacity: 1),
            opacity: 1))
}

extension BackgroundStyle: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint { .color(Self.color) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The theme's window background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
