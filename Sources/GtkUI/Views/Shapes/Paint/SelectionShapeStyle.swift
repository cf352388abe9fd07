/// The background of selected content, from the theme (`theme_selected_bg_color`), as SwiftUI's
/// `SelectionShapeStyle`.
public struct SelectionShapeStyle: ShapeStyle, Hashable {
    /// The selection colour.
    nonisolated public init() {}
}

extension SelectionShapeStyle: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint { .color(.accentColor) }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The theme's selection colour.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
