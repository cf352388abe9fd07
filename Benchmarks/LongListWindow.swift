import GtkUI

/// One long list in its own shown 800×600 window, with the long-list part's measurements.
///
/// Creating it measures the time to the first frame: from `gtk_window_new` until the window's
/// `GdkFrameClock` emits `after-paint` for a frame in which the list's scrolled window ran its
/// `draw` handler and the list shows rows in its viewport (``LongListUnderTest/visibleRowCount()``
/// is checked after each painted frame; while it is 0 the clock keeps running).
@MainActor
final class LongListWindow {
    /// The list shown.
    let list: any LongListUnderTest
    /// Seconds from creating the window to the first frame with rows.
    private(set) var firstFrame = 0.0
    /// The most `GtkLabel`s in the window's widget tree, over every frame sampled.
    private(set) var labelsMounted = 0
    /// The most `GtkLabel`s alive (``LabelCensus``) at any moment since just before the window
    /// was created, minus those alive then.
    var labelsAlive: Int { LabelCensus.peak - labelsAliveBefore }

    private let window: WidgetPointer
    private let clock: OpaquePointer
    private var paints = 0
    private var lastPaintEnd = 0.0
    private var listDraws = 0
    private var connections: [SignalConnection] = []
    private let labelsAliveBefore: Int

    /// How long one measurement may wait for its frame before the run stops, in seconds.
    static let frameTimeout = 600.0

    /// Builds `type` over `items` in a new window and waits for its first frame with rows.
    init(_ type: any LongListUnderTest.Type, items: [LongListItem]) {
        LoopPump.drain()
        LabelCensus.resetPeak()
        labelsAliveBefore = LabelCensus.alive
        let start = Stopwatch.now()
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(window.cast(), 800, 600)
        list = type.init(items: items)
        gtk_container_add(window.cast(), list.widget)
        gtk_widget_show(list.widget)
        gtk_widget_show(window)
        // Showing a toplevel realises it, so its frame clock exists; nothing has painted yet.
        guard let clock = gtk_widget_get_frame_clock(window) else {
            fatalError("Benchmarks: the window has no frame clock after being shown")
        }
        self.clock = clock
        connections.append(
            Signals.connect(UnsafeMutablePointer<GObject>(clock), "after-paint") { [unowned self] _ in
                paints += 1
                lastPaintEnd = Stopwatch.now()
            })
        connections.append(
            Signals.connect(list.scrolledWindow, "draw", after: true) { [unowned self] _ -> Bool in
                listDraws += 1
                return false
            })
        firstFrame = waitForRows(since: start)
        sampleLabels()
    }

    /// Jumps to the middle of the list (not timed), then pages down `pages` times, one page
    /// (the adjustment's page size) at a time, each followed by a frame with the list redrawn.
    /// - Returns: the seconds of each page, from setting the adjustment's value to the frame.
    func pageThroughMiddle(pages: Int) -> [Double] {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(list.scrolledWindow.cast()) else { return [] }
        settle()
        let page = gtk_adjustment_get_page_size(adjustment)
        let lastValue = gtk_adjustment_get_upper(adjustment) - page
        guard page > 0, lastValue > page else { return [] }
        var value = (lastValue / 2).rounded()
        gtk_adjustment_set_value(adjustment, value)
        _ = waitForRows(since: Stopwatch.now())
        var times: [Double] = []
        for _ in 0..<pages {
            settle()
            // The scroll bar may have been re-estimated since: read where the list is now.
            value = gtk_adjustment_get_value(adjustment) + page
            if value > gtk_adjustment_get_upper(adjustment) - page { value = 0 }
            let start = Stopwatch.now()
            gtk_adjustment_set_value(adjustment, value)
            gtk_widget_queue_draw(list.scrolledWindow)
            times.append(waitForRows(since: start))
            sampleLabels()
        }
        return times
    }

    /// Changes the text of the row nearest the middle of the viewport `times` times, each
    /// followed by a painted frame.
    /// - Returns: one sample per change (engine: the change itself; GTK: up to the frame), and
    ///   whether the row shows the last text at the end.
    func changeText(times: Int) -> (samples: [Sample], check: String) {
        settle()
        guard let item = list.prepareTextChange() else {
            fatalError("Benchmarks: \(type(of: list).title) shows no row")
        }
        var samples: [Sample] = []
        for index in 0..<times {
            settle()
            let start = Stopwatch.now()
            list.changeText()
            let engineEnd = Stopwatch.now()
            let frameEnd = waitForFrameWithListDrawn()
            samples.append(Sample(engine: engineEnd - start, gtk: frameEnd - engineEnd))
            if index % 20 == 19 { sampleLabels() }
        }
        let expected = "Item \(item): \(times)"
        let shown = list.preparedRowText() ?? "(row not found)"
        let check =
            shown == expected
            ? "row \(item) shows \"\(shown)\" after \(times) changes"
            : "WRONG TEXT: row \(item) shows \"\(shown)\", not \"\(expected)\""
        return (samples, check)
    }

    /// Destroys the window, then lets go of the list.
    func close() {
        for connection in connections { connection.disconnect() }
        connections.removeAll()
        gtk_widget_destroy(window)
        LoopPump.drain()
        list.tearDown()
        LoopPump.drain()
    }

    /// Lets pending work (the tree view's idle row measuring, a lazy list's idle work) finish and
    /// the frame clock go idle, so a measurement is not held back by the previous frame.
    private func settle() {
        LoopPump.drain()
        LoopPump.idle(for: 0.03)
        LoopPump.drain()
    }

    /// Runs the loop until a frame has painted with the list drawn in it and rows visible.
    /// - Returns: seconds from `start` to the end of that frame.
    private func waitForRows(since start: Double) -> Double {
        while true {
            let frameEnd = waitForFrameWithListDrawn()
            if list.visibleRowCount() > 0 { return frameEnd - start }
        }
    }

    /// Asks the frame clock for frames (a paint phase, which invalidates nothing) and runs the
    /// loop until one has painted in which the list's scrolled window drew.
    /// - Returns: when that frame ended.
    private func waitForFrameWithListDrawn() -> Double {
        let drawsBefore = listDraws
        let deadline = Stopwatch.now() + Self.frameTimeout
        while true {
            let paintsBefore = paints
            gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
            let painted = LoopPump.run(until: { paints > paintsBefore }, timeout: deadline - Stopwatch.now())
            guard painted else {
                fatalError(
                    "Benchmarks: \(type(of: list).title) painted no frame with the list in \(Int(Self.frameTimeout)) s")
            }
            if listDraws > drawsBefore { return lastPaintEnd }
        }
    }

    private func sampleLabels() {
        labelsMounted = max(labelsMounted, ViewportRows.labelCount(in: window))
    }
}
