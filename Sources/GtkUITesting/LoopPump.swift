import GtkUI

/// Runs GLib's main loop from a test, the way an application's loop would: the loop also serves
/// Swift's main queue, so tasks on the main actor that are ready run too.
@MainActor
enum LoopPump {
    /// Most events one drain runs, so a source that is always ready (a spinner) cannot hang it.
    private static let drainLimit = 10_000

    /// Runs every event that is ready now, without waiting.
    static func drain() {
        var count = 0
        while count < drainLimit, g_main_context_iteration(nil, 0) != 0 { count += 1 }
    }

    /// Runs the loop until `widget`'s frame clock has finished a frame (layout and paint), or
    /// `timeout` seconds pass.
    /// - Returns: whether a frame ran.
    @discardableResult
    static func runFrame(of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = 1) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0 else { return false }
        let ticks = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        ticks.initialize(to: 0)
        defer { ticks.deallocate() }
        gtk_widget_queue_draw(widget)
        // Two ticks: the first frame may already be past its layout phase; the second is whole.
        let id = gtk_widget_add_tick_callback(
            widget,
            { _, _, data in
                let ticks = data!.assumingMemoryBound(to: Int.self)
                ticks.pointee += 1
                return ticks.pointee < 2 ? 1 : 0
            }, ticks, nil)
        let ran = run(until: { ticks.pointee >= 2 }, timeout: timeout)
        if !ran { gtk_widget_remove_tick_callback(widget, id) }
        return ran
    }

    /// Runs the loop, blocking between events, until `condition` holds or `timeout` seconds pass.
    static func run(until condition: () -> Bool, timeout: Double) -> Bool {
        let fired = UnsafeMutablePointer<gboolean>.allocate(capacity: 1)
        fired.initialize(to: 0)
        defer { fired.deallocate() }
        let source = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(0, timeout * 1000)),
            { data in
                data?.assumingMemoryBound(to: gboolean.self).pointee = 1
                return 0
            }, fired, nil)
        while !condition() && fired.pointee == 0 {
            g_main_context_iteration(nil, 1)
        }
        if fired.pointee == 0 { g_source_remove(source) }
        return condition()
    }
}
