/// Colours turning around `center`, from `startAngle` to `endAngle`, as SwiftUI's
/// `AngularGradient` (a conic gradient); angles grow clockwise from the trailing side.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
/// ```
/// Cairo has no conic gradient, so it is drawn as a mesh of thin slices. Past `endAngle` the last
/// colour holds until halfway back to the start, then the first colour.
public struct AngularGradient: View, ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient of `gradient`'s stops from `startAngle` to `endAngle` around `center`.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles, as by default, mean one whole turn.
        self.endAngle = startAngle == endAngle ? startAngle + .degrees(360) : endAngle
    }

    /// A gradient of `colors`, evenly spaced, from `startAngle` to `endAngle`.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through `stops`, from `startAngle` to `endAngle`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn of `gradient`'s stops, starting at `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A whole turn of `colors`, starting at `angle`.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A whole turn through `stops`, starting at `angle`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

extension AngularGradient: PrimitiveView, PaintConvertible {
    var representable: GradientFill { GradientFill(paint: paint) }

    nonisolated var paint: Paint { .angular(gradient, center: center, startAngle: startAngle, endAngle: endAngle) }

    nonisolated func paint(in environment: EnvironmentValues) -> Paint { paint }
}
