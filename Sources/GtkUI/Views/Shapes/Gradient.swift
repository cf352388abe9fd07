/// Colours in order along a line or a circle, for ``LinearGradient``, ``RadialGradient``,
/// ``EllipticalGradient`` and ``AngularGradient``; as a ``ShapeStyle`` of its own, it runs from
/// top to bottom.
///
/// Stops out of order are sorted, and locations outside 0…1 clamped, with one warning; a
/// gradient with no stops draws nothing, with one warning.
public struct Gradient: Equatable, Hashable, ShapeStyle {
    /// One colour of a gradient and where it sits, from 0 (the start) to 1 (the end).
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop sits, from 0 to 1.
        public var location: Double

        /// A stop of `color` at `location`.
        nonisolated public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through `stops`.
    nonisolated public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors`, spaced evenly from start to end.
    nonisolated public init(colors: [Color]) {
        let last = Double(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : Double($0) / last) }
    }
}

extension Gradient: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint {
        .linear(self, startPoint: .top, endPoint: .bottom)
    }
}

extension Gradient {
    /// The stops cairo gets: clamped to 0…1 and in order. With no stops, one clear colour and
    /// one warning, so the view draws nothing; stops out of order or out of range warn once too.
    @MainActor
    func drawableStops(warningOn widget: UnsafeMutablePointer<some Any>) -> [Stop] {
        ControlSupport.warn(
            if: stops.isEmpty, on: widget, key: "gtkui-gradient-empty",
            "GtkUI: a gradient has no stops; it draws nothing")
        guard !stops.isEmpty else { return [Stop(color: .clear, location: 0)] }
        let inOrder = zip(stops, stops.dropFirst()).allSatisfy { $0.location <= $1.location }
        let inRange = stops.allSatisfy { $0.location >= 0 && $0.location <= 1 }
        ControlSupport.warn(
            if: !inOrder || !inRange, on: widget, key: "gtkui-gradient-order",
            "GtkUI: a gradient's stop locations \(stops.map(\.location)) are out of order or outside 0…1; "
                + "they are sorted and clamped")
        return stops.map { Stop(color: $0.color, location: $0.location.isNaN ? 0 : min(1, max(0, $0.location))) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// Adds the stops to a cairo gradient pattern, each colour resolved for `widget`'s theme and
    /// made `opacity` times as opaque.
    @MainActor
    func addStops(to pattern: OpaquePointer, for widget: UnsafeMutablePointer<GtkWidget>, opacity: Double = 1) {
        for stop in drawableStops(warningOn: widget) {
            let rgba = stop.color.resolved(for: widget)
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, rgba.red, rgba.green, rgba.blue, rgba.alpha * opacity)
        }
    }
}
