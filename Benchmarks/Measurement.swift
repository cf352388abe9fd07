import Foundation
import GtkUI

/// Monotonic wall-clock time, in seconds.
enum Stopwatch {
    /// Seconds since an arbitrary fixed point (`CLOCK_MONOTONIC`).
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}

/// One measured change: the synchronous engine part and the GTK part up to the next drawn frame.
struct Sample {
    /// Seconds spent in the synchronous call: building or diffing views and calling GTK.
    var engine: Double
    /// Seconds from the end of the synchronous call until the window's frame clock has painted.
    var gtk: Double
    /// View bodies evaluated during the engine part (always 0 for the imperative baseline).
    var bodies = 0
    /// Seconds of the engine part that GtkUI's containers spent in GTK's calls that add, move
    /// and remove children (`Diagnostics.containerPlacementMicroseconds`; 0 for the baseline).
    var placement = 0.0

    /// Engine plus GTK time.
    var total: Double { engine + gtk }
}

/// The medians of several samples of one case.
struct Summary {
    /// Median engine time, in seconds.
    let engine: Double
    /// Median GTK time, in seconds.
    let gtk: Double
    /// Median total time, in seconds (the median of the totals, not the sum of the two medians).
    let total: Double
    /// Median engine time outside GTK's child placement calls, in seconds.
    let own: Double
    /// The largest number of bodies any repetition evaluated.
    let maxBodies: Int
    /// The smallest number of bodies any repetition evaluated.
    let minBodies: Int
    /// How many samples were taken.
    let count: Int

    init(_ samples: [Sample]) {
        precondition(!samples.isEmpty, "a summary needs at least one sample")
        engine = Self.median(samples.map(\.engine))
        gtk = Self.median(samples.map(\.gtk))
        total = Self.median(samples.map(\.total))
        own = Self.median(samples.map { $0.engine - $0.placement })
        maxBodies = samples.map(\.bodies).max() ?? 0
        minBodies = samples.map(\.bodies).min() ?? 0
        count = samples.count
    }

    /// The middle value, or the mean of the two middle values for an even count.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Runs GLib's main loop from the benchmark, the way an application's loop would.
@MainActor
enum LoopPump {
    /// Dispatches every pending GLib event without blocking.
    static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs the loop, blocking between events, until `condition` holds or `timeout` seconds pass.
    /// - Returns: whether the condition was met.
    @discardableResult
    static func run(until condition: () -> Bool, timeout: Double) -> Bool {
        let deadline = LoopDeadline(after: timeout)
        defer { deadline.cancel() }
        while !condition() {
            if deadline.hasPassed { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Runs the loop for `seconds`, serving whatever arrives.
    static func idle(for seconds: Double) {
        run(until: { false }, timeout: seconds)
    }
}

/// A GLib timeout that sets a flag, so a blocking loop iteration wakes up at the deadline.
@MainActor
final class LoopDeadline {
    private let flag = UnsafeMutablePointer<gboolean>.allocate(capacity: 1)
    private var sourceID: guint = 0

    init(after seconds: Double) {
        flag.initialize(to: 0)
        sourceID = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(0, (seconds * 1000).rounded(.up))),
            { data in
                data?.assumingMemoryBound(to: gboolean.self).pointee = 1
                return 0  // G_SOURCE_REMOVE
            }, flag, nil)
    }

    /// Whether the deadline has been reached.
    var hasPassed: Bool { flag.pointee != 0 }

    /// Removes the timeout if it has not fired, and frees the flag. Call exactly once.
    func cancel() {
        if !hasPassed { g_source_remove(sourceID) }
        flag.deallocate()
    }
}

/// Counts the frames a window's `GdkFrameClock` paints, through its `after-paint` signal.
@MainActor
final class FrameWatcher {
    private let clock: OpaquePointer
    private var connection: SignalConnection?
    /// Frames painted since the watcher was created.
    private(set) var frames = 0
    /// When the last frame finished painting (``Stopwatch`` time).
    private(set) var lastFrameEnd = 0.0

    /// Watches the frame clock of a realised window.
    init(window: WidgetPointer) {
        guard let clock = gtk_widget_get_frame_clock(window) else {
            fatalError("Benchmarks: the window has no frame clock; is it realised?")
        }
        self.clock = clock
        connection = Signals.connect(UnsafeMutablePointer<GObject>(clock), "after-paint") { [unowned self] _ in
            frames += 1
            lastFrameEnd = Stopwatch.now()
        }
    }

    /// Asks the frame clock for a frame (without invalidating anything, so no extra drawing),
    /// and runs the loop until a frame that started after this call has painted.
    /// - Returns: when that frame finished painting, or nil after `timeout` seconds.
    func waitForNextFrame(timeout: Double) -> Double? {
        let before = frames
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
        guard LoopPump.run(until: { frames > before }, timeout: timeout) else { return nil }
        return lastFrameEnd
    }

    /// Stops counting; call before the window is destroyed.
    func stop() {
        connection?.disconnect()
        connection = nil
    }
}

/// A shown toplevel window with a scrolled window inside, into which a list is put.
///
/// The scrolled window keeps a 10k-row list from making the window 10k rows tall; GTK still
/// measures and allocates every row.
@MainActor
final class BenchWindow {
    /// The toplevel window.
    let window: WidgetPointer
    /// The `GtkScrolledWindow` that receives the content.
    let scrolled: WidgetPointer
    /// The window's frame counter.
    let frames: FrameWatcher

    /// How long to wait for one frame before giving up, in seconds.
    static let frameTimeout = 600.0

    /// Creates, shows and realises an empty window, and waits for its first frame.
    init() {
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(window.cast(), 480, 640)
        scrolled = gtk_scrolled_window_new(nil, nil)
        gtk_container_add(window.cast(), scrolled)
        gtk_widget_show_all(window)
        frames = FrameWatcher(window: window)
        guard frames.waitForNextFrame(timeout: 10) != nil else {
            fatalError("Benchmarks: an empty window painted no frame within 10 s")
        }
    }

    /// Puts `content` into the scrolled window (GTK wraps it in a viewport) and shows it.
    func setContent(_ content: WidgetPointer) {
        gtk_container_add(scrolled.cast(), content)
        if let viewport = gtk_bin_get_child(scrolled.cast()) { gtk_widget_show(viewport) }
        gtk_widget_show(content)
    }

    /// Lets pending work finish and the frame clock go idle, so the next measured frame is not
    /// held back by the previous one (GDK spaces frames by the refresh interval).
    func settle() {
        LoopPump.drain()
        LoopPump.idle(for: 0.03)
        LoopPump.drain()
    }

    /// Times one change: `engine` runs synchronously and is the engine part; `handOver` (for
    /// example putting new widgets into the window) and everything up to the next painted frame
    /// are the GTK part.
    func measure(engine: () -> Void, handOver: () -> Void = {}) -> Sample {
        settle()
        let bodiesBefore = Diagnostics.bodyEvaluations.value
        let placementBefore = Diagnostics.containerPlacementMicroseconds.value
        let start = Stopwatch.now()
        engine()
        let engineEnd = Stopwatch.now()
        let bodies = Diagnostics.bodyEvaluations.value - bodiesBefore
        let placement = Double(Diagnostics.containerPlacementMicroseconds.value - placementBefore) * 1e-6
        handOver()
        guard let frameEnd = frames.waitForNextFrame(timeout: Self.frameTimeout) else {
            fatalError("Benchmarks: no frame painted within \(Int(Self.frameTimeout)) s")
        }
        return Sample(engine: engineEnd - start, gtk: frameEnd - engineEnd, bodies: bodies, placement: placement)
    }

    /// Destroys the window and everything in it.
    func close() {
        frames.stop()
        gtk_widget_destroy(window)
        LoopPump.drain()
    }
}

/// Small helpers over GTK's widget tree.
@MainActor
enum WidgetTree {
    /// The children of a container, in order.
    static func children(of container: WidgetPointer) -> [WidgetPointer] {
        let list = gtk_container_get_children(container.cast())
        defer { g_list_free(list) }
        var result: [WidgetPointer] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { result.append(data.assumingMemoryBound(to: GtkWidget.self)) }
            node = current.pointee.next
        }
        return result
    }

    /// The child at `index` of a container, walking GTK's list without copying it into an array.
    static func child(of container: WidgetPointer, at index: Int) -> WidgetPointer? {
        let list = gtk_container_get_children(container.cast())
        defer { g_list_free(list) }
        guard let data = g_list_nth_data(list, guint(index)) else { return nil }
        return data.assumingMemoryBound(to: GtkWidget.self)
    }

    /// A one-widget-per-line description of a subtree: type, text, alignment, spacing and
    /// visibility, so two trees can be compared for "the same widget work". With
    /// `accessibleNames`, also each widget's accessible name (which creates every ATK object).
    static func describe(_ widget: WidgetPointer, accessibleNames: Bool = false, depth: Int = 0) -> String {
        var line = String(repeating: "  ", count: depth) + widget.typeName
        if widget.isInstance(of: gtk_label_get_type()) {
            line += " \"\(String(cString: gtk_label_get_text(widget.cast())))\""
        }
        if widget.isInstance(of: gtk_box_get_type()) {
            let orientation = gtk_orientable_get_orientation(OpaquePointer(widget))
            line += orientation == GTK_ORIENTATION_VERTICAL ? " vertical" : " horizontal"
            line += " spacing=\(gtk_box_get_spacing(widget.cast()))"
        }
        line += " halign=\(gtk_widget_get_halign(widget).rawValue) valign=\(gtk_widget_get_valign(widget).rawValue)"
        if accessibleNames, let accessible = gtk_widget_get_accessible(widget),
            let name = atk_object_get_name(accessible), name.pointee != 0
        {
            line += " name=\"\(String(cString: name))\""
        }
        line += gtk_widget_get_visible(widget) != 0 ? " visible" : " hidden"
        var lines = [line]
        if widget.isInstance(of: gtk_container_get_type()) {
            for child in children(of: widget) {
                lines.append(describe(child, accessibleNames: accessibleNames, depth: depth + 1))
            }
        }
        return lines.joined(separator: "\n")
    }
}
