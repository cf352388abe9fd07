/// Colours blending along a line from `startPoint` to `endPoint`:
/// `LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)`.
///
/// A ``ShapeStyle`` (`Circle().fill(gradient)`) and a view that fills the space it is offered.
/// The points are fractions of the shape's or view's rectangle. Drawn by cairo; a gradient without
/// stops draws nothing, with one warning.
public struct LinearGradient: View, ShapeStyle, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient of `gradient`'s stops from `startPoint` to `endPoint`, as fractions of the view.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of `colors`, evenly spaced.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through `stops`.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: PrimitiveView, PaintConvertible {
    var representable: GradientFill { GradientFill(paint: paint) }

    nonisolated var paint: Paint { .linear(gradient, startPoint: startPoint, endPoint: endPoint) }

    nonisolated func paint(in environment: EnvironmentValues) -> Paint { paint }
}
