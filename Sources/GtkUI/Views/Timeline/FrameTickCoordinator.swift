import CGtkShim
import Foundation

/// A `TimelineView(.animation)`'s tick callback, and what each frame goes to.
final class FrameTickCoordinator {
    var onFrame: (@MainActor (Date) -> Void)?
    /// Microseconds of frame time between two dates handed over.
    var minimumInterval: gint64 = 0
    var paused = false
    private var tick: guint = 0
    private var lastFrame: gint64 = 0

    nonisolated init() {}

    /// Adds the tick callback, unless it is there or the timeline is paused.
    @MainActor
    func start(on widget: UnsafeMutablePointer<GtkWidget>) {
        guard tick == 0, !paused else { return }
        let handle = Unmanaged.passRetained(self).toOpaque()
        tick = gtk_widget_add_tick_callback(
            widget,
            { _, clock, data in
                guard let clock, let data else { return 0 }
                let coordinator = Unmanaged<FrameTickCoordinator>.fromOpaque(data).takeUnretainedValue()
                let now = gdk_frame_clock_get_frame_time(clock)
                MainActor.assumeIsolated { coordinator.frame(at: now) }
                return 1  // G_SOURCE_CONTINUE
            }, handle, { data in data.map { Unmanaged<FrameTickCoordinator>.fromOpaque($0).release() } })
    }

    /// Removes the tick callback.
    @MainActor
    func stop(on widget: UnsafeMutablePointer<GtkWidget>) {
        guard tick != 0 else { return }
        gtk_widget_remove_tick_callback(widget, tick)
        tick = 0
    }

    @MainActor
    private func frame(at time: gint64) {
        guard time - lastFrame >= minimumInterval else { return }
        lastFrame = time
        Diagnostics.timelineFrames.increment()
        onFrame?(Date())
    }
}
