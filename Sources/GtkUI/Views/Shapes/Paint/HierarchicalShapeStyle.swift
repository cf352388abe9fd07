/// A level of the current foreground style, as SwiftUI's `HierarchicalShapeStyle`: `.primary`
/// is the foreground itself, `.secondary` … `.quinary` fainter versions of it, for less important
/// content.
///
/// When ``View/foregroundStyle(_:_:)`` or ``View/foregroundStyle(_:_:_:)`` gave a style for a
/// level, that level is that style. Otherwise a level is the foreground made more transparent:
/// 55 % for `.secondary` (GNOME's dimmed labels), 30 %, 15 % and 7 % for the rest.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// The foreground itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The foreground, dimmed.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The foreground, faint.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The foreground, fainter.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The foreground, faintest.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// How opaque each level is when no style was given for it.
    static let opacities = [1.0, 0.55, 0.3, 0.15, 0.07]
}

extension HierarchicalShapeStyle: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint {
        let styles = environment.foregroundStyles
        // The levels' own styles are resolved without them, so a level naming another ends.
        var outer = environment
        outer.foregroundStyles = []
        if level < styles.count { return styles[level].paint(in: outer) }
        let base = styles.first?.paint(in: outer) ?? .currentColor
        let opacity = Self.opacities[min(level, Self.opacities.count - 1)]
        return opacity == 1 ? base : .opacity(base, opacity)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground itself.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The foreground, dimmed.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The foreground, faint.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The foreground, fainter.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The foreground, faintest.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// Where ``EnvironmentValues/foregroundStyles`` is kept.
private struct ForegroundStylesKey: EnvironmentKey {
    static let defaultValue: [AnyShapeStyle] = []
}

extension EnvironmentValues {
    /// The styles ``View/foregroundStyle(_:)`` and its two- and three-level forms set, one per
    /// level; empty for the inherited text colour.
    var foregroundStyles: [AnyShapeStyle] {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }
}
