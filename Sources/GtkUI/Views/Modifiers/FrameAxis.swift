import CGtkShim

/// One axis of a frame, as the C frame box (`GtkUIFrame`) applies it: bounds in pixels, whether
/// the content keeps its natural size (`.fixedSize`), and where the content goes in free space.
struct FrameAxis: Equatable {
    var minimum: Double?
    var ideal: Double?
    /// `.infinity` fills the space offered.
    var maximum: Double?
    var isFixed = false
    var alignment: Float = 0.5

    /// No constraint: the content's own size.
    static let free = FrameAxis()

    /// A frame of exactly `length` pixels, or no constraint for nil; `name` ("width") names it in
    /// the warning for an invalid length.
    static func exactly(_ length: Double?, alignment: Float, name: String) -> FrameAxis {
        let length = valid(length, name)
        return FrameAxis(minimum: length, ideal: length, maximum: length, alignment: alignment)
    }

    /// Checks the bounds the way SwiftUI reads them: a negative or NaN length is ignored and a
    /// maximum below the minimum is raised to it, each with one warning; `name` is "Width" or
    /// "Height".
    func validated(_ name: String) -> FrameAxis {
        var axis = self
        axis.minimum = Self.valid(minimum, "min\(name)")
        axis.ideal = Self.valid(ideal, "ideal\(name)")
        axis.maximum = Self.valid(maximum, "max\(name)")
        if let low = axis.minimum, let high = axis.maximum, high < low {
            Diagnostics.warn(
                "GtkUI: contradictory frame constraints: max\(name) \(high) < min\(name) \(low); using \(low)")
            axis.maximum = low
        }
        return axis
    }

    private static func valid(_ value: Double?, _ label: String) -> Double? {
        guard let value else { return nil }
        guard value.isNaN || value < 0 else { return value }
        Diagnostics.warn("GtkUI: .frame \(label) \(value) is invalid; it is ignored")
        return nil
    }

    /// Applies this axis to a `GtkUIFrame`; returns whether anything changed.
    @MainActor
    func apply(to frame: WidgetPointer, _ orientation: GtkOrientation) -> Bool {
        func pixels(_ value: Double?) -> Int32 {
            guard let value else { return -1 }
            return value == .infinity ? Int32.max : ClampedLength.pixels(value, "frame size", minimum: 0)
        }
        return gtkui_frame_set_axis(
            frame, orientation, pixels(minimum), pixels(ideal), pixels(maximum), isFixed ? 1 : 0, alignment) != 0
    }

    /// Applies both axes, and realigns the frame in its ancestors when its flexibility may have
    /// changed.
    @MainActor
    static func apply(horizontal: FrameAxis, vertical: FrameAxis, to frame: WidgetPointer) {
        let changedWidth = horizontal.apply(to: frame, GTK_ORIENTATION_HORIZONTAL)
        let changedHeight = vertical.apply(to: frame, GTK_ORIENTATION_VERTICAL)
        if changedWidth || changedHeight { ChildAlignment.flexibilityChanged(frame) }
    }
}
