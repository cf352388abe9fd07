/// Colours blending outwards from `center` in ellipses fitted to the shape or view, as SwiftUI's
/// `EllipticalGradient`: radii are fractions of its size, so 0.5 reaches the edges from the centre.
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.white, .blue], endRadiusFraction: 0.5))
/// ```
public struct EllipticalGradient: View, ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: Double
    let endRadiusFraction: Double

    /// A gradient of `gradient`'s stops in ellipses around `center`.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
        endRadiusFraction: Double = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient of `colors`, evenly spaced.
    nonisolated public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A gradient through `stops`.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0,
        endRadiusFraction: Double = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension EllipticalGradient: PrimitiveView, PaintConvertible {
    var representable: GradientFill { GradientFill(paint: paint) }

    nonisolated var paint: Paint {
        .elliptical(
            gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    nonisolated func paint(in environment: EnvironmentValues) -> Paint { paint }
}
