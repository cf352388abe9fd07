/// The `GtkScale` behind ``Slider``, bound to the value as a `Double`.
struct SliderWidget: GtkWidgetRepresentable {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let title: String?
    let onEditingChanged: @MainActor (Bool) -> Void

    func makeCoordinator() -> BindingCoordinator<Double> { BindingCoordinator(value) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkScale> {
        let scale: UnsafeMutablePointer<GtkScale> = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil)!.cast()
        let range: UnsafeMutablePointer<GtkRange> = scale.cast()
        gtk_scale_set_draw_value(scale, 0)
        gtk_widget_set_hexpand(scale.cast(), 1)
        // A short minimum, so a frame or a narrow row can make it small; rows give it more.
        gtk_widget_set_size_request(scale.cast(), 60, -1)
        let editing = AttachedValue.on(scale, key: "gtkui-slider-editing", initial: onEditingChanged)
        context.connect(
            scale, "button-press-event",
            returning: { _ in
                editing.value(true)
                return false  // the scale still handles the press
            })
        context.connect(
            scale, "button-release-event",
            returning: { _ in
                editing.value(false)
                return false
            })
        context.connectEdits(scale, "value-changed") { [step] in
            Self.snapped(
                gtk_range_get_value(range), lower: gtk_adjustment_get_lower(gtk_range_get_adjustment(range)),
                upper: gtk_adjustment_get_upper(gtk_range_get_adjustment(range)), step: step)
        }
        return scale
    }

    func updateWidget(_ scale: UnsafeMutablePointer<GtkScale>, context: Context) {
        let range: UnsafeMutablePointer<GtkRange> = scale.cast()
        AttachedValue.on(scale, key: "gtkui-slider-editing", initial: onEditingChanged).value = onEditingChanged
        ControlSupport.setAccessibleName(title, on: scale)
        let lower = bounds.lowerBound
        let upper = max(bounds.upperBound, lower)
        let adjustment = gtk_range_get_adjustment(range)
        if gtk_adjustment_get_lower(adjustment) != lower || gtk_adjustment_get_upper(adjustment) != upper {
            // Changing the range may move the value; that is not a user edit.
            context.withSignalsBlocked { gtk_range_set_range(range, lower, upper) }
        }
        let badStep = step.map { !($0 > 0) } ?? false
        ControlSupport.warn(
            if: badStep, on: scale, key: "gtkui-slider-step",
            "GtkUI: Slider step \(step ?? 0) is not positive; the slider moves continuously")
        let increment = badStep ? (upper - lower) / 100 : step ?? (upper - lower) / 100
        if increment > 0, gtk_adjustment_get_step_increment(adjustment) != increment {
            gtk_range_set_increments(range, increment, step.map { max($0, (upper - lower) / 10) } ?? increment * 10)
        }
        let source = value
        let shown = Binding(
            get: {
                ControlSupport.clamp(
                    source.wrappedValue, lower: lower, upper: self.bounds.upperBound,
                    on: scale, control: "Slider")
            },
            set: { source.wrappedValue = $0 })
        context.show(shown, current: gtk_range_get_value(range)) { gtk_range_set_value(range, $0) }
    }

    /// `value` moved to the nearest step from `lower`, kept within `upper`. A step that is not a
    /// positive finite number (dividing by it gives no number) leaves the value as it is.
    static func snapped(_ value: Double, lower: Double, upper: Double, step: Double?) -> Double {
        guard let step, step > 0, step.isFinite else { return value }
        return min(lower + ((value - lower) / step).rounded() * step, upper)
    }
}
