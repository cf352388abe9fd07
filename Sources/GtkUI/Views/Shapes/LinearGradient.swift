/// Colours blending along a line from `startPoint` to `endPoint`, filling the view:
/// `LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)`.
///
/// It is a view, so it can fill a frame or be a ``View/background(_:alignment:)``. Where GtkUI
/// differs: shapes' `fill` and `stroke` take colours only, so clip the gradient to a shape with
/// ``View/clipShape(_:)`` instead. Drawn by cairo; a gradient without stops draws nothing, with one
/// warning.
public struct LinearGradient: View, Equatable {
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

extension LinearGradient: PrimitiveView {
    var representable: GradientFill { GradientFill(kind: .linear(self)) }
}
