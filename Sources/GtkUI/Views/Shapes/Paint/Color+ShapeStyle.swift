extension Color: ShapeStyle, PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint { .color(self) }
}

extension ShapeStyle where Self == Color {
    /// Red, as ``Color/red``.
    public static var red: Color { Color.red }
    /// Orange, as ``Color/orange``.
    public static var orange: Color { Color.orange }
    /// Yellow, as ``Color/yellow``.
    public static var yellow: Color { Color.yellow }
    /// Green, as ``Color/green``.
    public static var green: Color { Color.green }
    /// Mint, as ``Color/mint``.
    public static var mint: Color { Color.mint }
    /// Teal, as ``Color/teal``.
    public static var teal: Color { Color.teal }
    /// Cyan, as ``Color/cyan``.
    public static var cyan: Color { Color.cyan }
    /// Blue, as ``Color/blue``.
    public static var blue: Color { Color.blue }
    /// Indigo, as ``Color/indigo``.
    public static var indigo: Color { Color.indigo }
    /// Purple, as ``Color/purple``.
    public static var purple: Color { Color.purple }
    /// Pink, as ``Color/pink``.
    public static var pink: Color { Color.pink }
    /// Brown, as ``Color/brown``.
    public static var brown: Color { Color.brown }
    /// Grey, as ``Color/gray``.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Fully transparent.
    public static var clear: Color { Color.clear }
    /// The theme's accent, as ``Color/accentColor``.
    public static var accentColor: Color { Color.accentColor }
}
