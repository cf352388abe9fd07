/// Colours blending outwards from `center`, from `startRadius` to `endRadius` pixels:
/// `RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 80)`.
///
/// A ``ShapeStyle`` and a view, as ``LinearGradient``; outside `endRadius` the last colour
/// continues. Drawn by cairo.
public struct RadialGradient: View, ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: Double
    let endRadius: Double

    /// A gradient of `gradient`'s stops in circles around `center`, a fraction of the view.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient of `colors`, evenly spaced.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through `stops`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension RadialGradient: PrimitiveView, PaintConvertible {
    var representable: GradientFill { GradientFill(paint: paint) }

    nonisolated var paint: Paint {
        .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated func paint(in environment: EnvironmentValues) -> Paint { paint }
}
