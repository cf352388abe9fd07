/// Any ``ShapeStyle``, as SwiftUI's `AnyShapeStyle`: for choosing between styles of different
/// types, `isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)`.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    /// `style`, with its type erased.
    nonisolated public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }
}

extension AnyShapeStyle: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint { base.paint(in: environment) }
}
