/// The `GtkProgressBar` of a determinate ``ProgressView``; it pulses while the value is nil.
struct ProgressBarWidget: GtkWidgetRepresentable {
    let value: Double?
    let total: Double
    let title: String?

    /// Pulses made by indeterminate bars so far, so tests can count them.
    static var pulses = 0
    /// How often an indeterminate bar pulses, in microseconds of frame time.
    static let pulseInterval: gint64 = 100_000

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkProgressBar> {
        ControlSupport.horizontalBar(gtk_progress_bar_new()!)
    }

    func updateWidget(_ bar: UnsafeMutablePointer<GtkProgressBar>, context: Context) {
        ControlSupport.setAccessibleName(title, on: bar)
        let coordinator = context.coordinator
        guard let value else {
            if coordinator.pulseTick == 0 { coordinator.pulseTick = Self.startPulsing(bar) }
            return
        }
        Self.stopPulsing(bar, coordinator: coordinator)
        let done = ControlSupport.clamp(value, lower: 0, upper: total, on: bar, control: "ProgressView")
        let fraction = total > 0 ? done / total : 0
        if gtk_progress_bar_get_fraction(bar) != fraction { gtk_progress_bar_set_fraction(bar, fraction) }
    }

    static func dismantleWidget(_ bar: UnsafeMutablePointer<GtkProgressBar>, coordinator: Coordinator) {
        stopPulsing(bar, coordinator: coordinator)
    }

    /// Pulses on the widget's frame clock, which runs only while the bar is mapped, so a hidden
    /// bar costs nothing.
    private static func startPulsing(_ bar: UnsafeMutablePointer<GtkProgressBar>) -> guint {
        let lastPulse = UnsafeMutablePointer<gint64>.allocate(capacity: 1)
        lastPulse.initialize(to: 0)
        return gtk_widget_add_tick_callback(
            bar.cast(),
            { widget, clock, data in
                guard let widget, let data else { return 0 }
                let lastPulse = data.assumingMemoryBound(to: gint64.self)
                let now = gdk_frame_clock_get_frame_time(clock)
                if now - lastPulse.pointee >= ProgressBarWidget.pulseInterval {
                    lastPulse.pointee = now
                    gtk_progress_bar_pulse(widget.cast())
                    MainActor.assumeIsolated { ProgressBarWidget.pulses += 1 }
                }
                return 1  // G_SOURCE_CONTINUE
            }, lastPulse, { $0?.assumingMemoryBound(to: gint64.self).deallocate() })
    }

    private static func stopPulsing(_ bar: UnsafeMutablePointer<GtkProgressBar>, coordinator: Coordinator) {
        guard coordinator.pulseTick != 0 else { return }
        gtk_widget_remove_tick_callback(bar.cast(), coordinator.pulseTick)
        coordinator.pulseTick = 0
    }

    /// The tick callback of a pulsing bar.
    final class Coordinator {
        var pulseTick: guint = 0
    }
}
