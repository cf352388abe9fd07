/// The tint, as SwiftUI's `TintShapeStyle`: the colour `tint(_:)` set above, or the
/// theme's accent.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The current tint.
    nonisolated public init() {}
}

extension TintShapeStyle: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint { .color(environment.tintColor ?? .accentColor) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint: the colour `tint(_:)` set above, or the theme's accent.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Where ``EnvironmentValues/tintColor`` is kept.
private struct TintColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The colour `tint(_:)` set, or nil for the theme's accent.
    var tintColor: Color? {
        get { self[TintColorKey.self] }
        set { self[TintColorKey.self] = newValue }
    }
}
