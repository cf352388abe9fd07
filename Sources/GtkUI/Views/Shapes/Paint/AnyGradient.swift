/// A colour's standard gradient, as SwiftUI's `AnyGradient`: `Color.blue.gradient`, a little
/// lighter at the top than at the bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color
}

extension AnyGradient: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint {
        let stops = [color.mix(with: .white, by: 0.2, in: .device), color]
        return .linear(Gradient(colors: stops), startPoint: .top, endPoint: .bottom)
    }
}

extension Color {
    /// This colour's standard gradient: a little lighter at the top, the colour at the bottom.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
