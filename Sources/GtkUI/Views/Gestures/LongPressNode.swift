import CGtkShim

/// Recognises a ``LongPressGesture`` with a `GtkGestureLongPress`.
@MainActor
final class LongPressNode: RecognizerNode {
    private var duration: Double?
    private var warnedDuration = false

    init(attachment: GestureAttachment) {
        super.init(attachment: attachment, gesture: gtk_gesture_long_press_new(attachment.box))
        usePrimaryButton()
        on("begin", alwaysRuns: true) { [unowned self] _ in
            isIgnoringSequence = false
            report(.began)
            report(.changed(true))
        }
        on("pressed") { [unowned self] _ in
            if let gesture { attachment.claim(gesture) }
            report(.ended(true))
        }
        on("cancelled") { [unowned self] _ in report(.failed) }
        on("cancel") { [unowned self] _ in report(.failed) }
        // Released before the time: GTK ends the sequence without "cancelled" in some cases.
        on("end") { [unowned self] _ in report(.failed) }
    }

    override func update(from gesture: Any) {
        guard let press = gesture as? LongPressGesture else { return }
        var requested = press.minimumDuration
        if requested.isNaN || requested < 0 {
            if !warnedDuration {
                warnedDuration = true
                Diagnostics.warn(
                    "LongPressGesture(minimumDuration: \(requested)): the duration must be 0 or more; using GTK's shortest"
                )
            }
            requested = 0
        }
        guard requested != duration, let recognizer = self.gesture else { return }
        duration = requested
        setDelayFactor(of: UnsafeMutablePointer<GObject>(recognizer), for: requested)
    }

    /// GTK waits `gtk-long-press-time` times the delay factor, which it keeps within 0.5…2.
    private func setDelayFactor(of gesture: UnsafeMutablePointer<GObject>, for duration: Double) {
        var milliseconds = GValue()
        g_value_init(&milliseconds, gtkui_type_int())
        g_object_get_property(gtk_settings_get_default()?.gObject, "gtk-long-press-time", &milliseconds)
        let longPressTime = Double(max(1, g_value_get_int(&milliseconds))) / 1000
        g_value_unset(&milliseconds)
        var factor = GValue()
        g_value_init(&factor, gtkui_type_double())
        g_value_set_double(&factor, min(2, max(0.5, duration / longPressTime)))
        g_object_set_property(gesture, "delay-factor", &factor)
        g_value_unset(&factor)
    }
}
