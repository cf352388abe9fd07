/// Colours in order along a line or a circle, for ``LinearGradient`` and ``RadialGradient``.
public struct Gradient: Equatable, Sendable {
    /// One colour of a gradient and where it sits, from 0 (the start) to 1 (the end).
    public struct Stop: Equatable, Sendable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop sits, from 0 to 1.
        public var location: Double

        /// A stop of `color` at `location`.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors`, spaced evenly from start to end.
    public init(colors: [Color]) {
        let last = Double(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : Double($0) / last) }
    }
}

extension Gradient {
    /// The stops cairo gets: clamped to 0…1 and in order. With no stops, one clear colour and
    /// one warning, so the view draws nothing.
    @MainActor
    func drawableStops(warningOn widget: UnsafeMutablePointer<some Any>) -> [Stop] {
        ControlSupport.warn(
            if: stops.isEmpty, on: widget, key: "gtkui-gradient-empty",
            "GtkUI: a gradient has no stops; it draws nothing")
        guard !stops.isEmpty else { return [Stop(color: .clear, location: 0)] }
        return stops.map { Stop(color: $0.color, location: min(1, max(0, $0.location))) }
            .sorted { $0.location < $1.location }
    }

    /// Adds the stops to a cairo gradient pattern, each colour resolved for `widget`'s theme.
    @MainActor
    func addStops(to pattern: OpaquePointer, for widget: UnsafeMutablePointer<GtkWidget>) {
        for stop in drawableStops(warningOn: widget) {
            let rgba = stop.color.resolved(for: widget)
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, rgba.red, rgba.green, rgba.blue, rgba.alpha)
        }
    }
}
