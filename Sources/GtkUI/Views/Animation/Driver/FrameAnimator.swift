import CGtkShim
import Foundation

/// Runs one widget's animations on GTK's frame clock: a tick callback installed while something
/// moves, and removed, by the frame that ends the last motion or by ``stop()``, when nothing does.
///
/// The owner (an effect's coordinator, a shape's, a transition's) gives `onFrame`, which samples
/// its values at the frame's time, applies them to the widget and says whether they still move.
/// No view body is evaluated: the values were worked out below the view graph.
@MainActor
final class FrameAnimator {
    /// Called each frame with the frame clock's time in seconds; returns whether to go on.
    var onFrame: ((Double) -> Bool)?
    /// The widget whose frame clock ticks; borrowed: the owner removes the callback before the
    /// widget goes (``stop()`` from its dismantle), and GTK drops it if the widget is destroyed.
    private var widget: WidgetPointer?
    private var tick: guint = 0

    nonisolated init() {}

    /// Whether a tick callback is installed.
    var isRunning: Bool { tick != 0 }

    /// Installs the tick callback on `widget`, unless it is there.
    func start(on widget: WidgetPointer) {
        guard tick == 0 else { return }
        self.widget = widget
        let tickBox = TickBox(self)
        let box = Unmanaged.passRetained(tickBox).toOpaque()
        Diagnostics.liveAnimationTicks.increment()
        tick = gtk_widget_add_tick_callback(
            widget,
            { _, clock, data in
                guard let clock, let data else { return 0 }
                let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
                let box = Unmanaged<TickBox>.fromOpaque(data).takeUnretainedValue()
                return MainActor.assumeIsolated { box.animator?.frame(at: seconds) ?? false } ? 1 : 0
            }, box,
            { data in
                // GLib calls this when the callback is removed, by us or by the widget's end.
                guard let data else { return }
                let box = Unmanaged<TickBox>.fromOpaque(data).takeRetainedValue()
                MainActor.assumeIsolated { box.animator?.callbackRemoved(box.id) }
                Diagnostics.liveAnimationTicks.decrement()
            })
        tickBox.id = tick
    }

    /// Removes the tick callback.
    func stop() {
        guard tick != 0, let widget else { return }
        let id = tick
        tick = 0
        gtk_widget_remove_tick_callback(widget, id)
    }

    private func frame(at seconds: Double) -> Bool {
        Diagnostics.animationFrames.increment()
        let goOn = onFrame?(seconds) ?? false
        if !goOn { tick = 0 }
        return goOn
    }

    /// The widget went with its callback still installed.
    private func callbackRemoved(_ id: guint) {
        if tick == id { tick = 0 }
    }

    /// What the tick callback holds: the animator, weakly, so a callback left behind by a widget
    /// that outlives its coordinator does nothing.
    private final class TickBox {
        weak var animator: FrameAnimator?
        var id: guint = 0
        init(_ animator: FrameAnimator) { self.animator = animator }
    }
}
