/// A translucent background, as SwiftUI's materials (`.regularMaterial`, …).
///
/// Where GtkUI differs: GTK 3 cannot blur what lies behind a widget, so a material is the
/// theme's window background (`theme_bg_color`) made partly transparent, from 35 % opaque
/// (`.ultraThinMaterial`) to 92 % (`.ultraThickMaterial`). It follows the theme, light or dark.
public struct Material: ShapeStyle, Hashable {
    let opacity: Double

    /// The most transparent material.
    public static let ultraThin = Material(opacity: 0.35)
    /// A transparent material.
    public static let thin = Material(opacity: 0.5)
    /// The usual material.
    public static let regular = Material(opacity: 0.65)
    /// An opaque-looking material.
    public static let thick = Material(opacity: 0.8)
    /// The most opaque material.
    public static let ultraThick = Material(opacity: 0.92)
    /// The material of bars (toolbars, tab bars): as `.regular` here.
    public static let bar = Material(opacity: 0.65)
}

extension Material: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint { .color(BackgroundStyle.color.opacity(opacity)) }
}

extension ShapeStyle where Self == Material {
    /// The most transparent material.
    public static var ultraThinMaterial: Material { Material(opacity: 0.35) }
    /// A transparent material.
    public static var thinMaterial: Material { Material(opacity: 0.5) }
    /// The usual material.
    public static var regularMaterial: Material { Material(opacity: 0.65) }
    /// An opaque-looking material.
    public static var thickMaterial: Material { Material(opacity: 0.8) }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { Material(opacity: 0.92) }
    /// The material of bars.
    public static var bar: Material { Material(opacity: 0.65) }
}
