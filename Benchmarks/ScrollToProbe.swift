import Foundation
import GtkUI
import Observation

/// Issue 18's `scrollTo` figures on a 1,000,000-row list: the first call, a repeated call, an
/// absent id, and the first call after the data changed.
///
///     Benchmarks --scroll-to [ROWS]
enum ScrollToProbe {
    struct Item: Identifiable {
        let id: Int
        let title: String
    }

    @Observable @MainActor
    final class Model {
        var items: [Item]
        var proxy: ScrollViewProxy?
        init(rows: Int) { items = (0..<rows).map { Item(id: $0, title: "Row \($0)") } }
    }

    struct Rows: View {
        let model: Model
        var body: some View {
            ScrollViewReader { proxy in
                List(model.items) { Text($0.title) }
                    .onAppear { model.proxy = proxy }
            }
        }
    }

    @MainActor
    static func run(rows: Int) {
        let model = Model(rows: rows)
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(window.cast(), 400, 600)
        let host = HostingWidget(rootView: Rows(model: model))
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        drain()
        guard let proxy = model.proxy else { return print("no ScrollViewProxy") }
        /// The synchronous `scrollTo` call's CPU time in milliseconds (CPU time, because the
        /// machine is shared); the frame it causes is drawn after.
        func timed(_ id: Int) -> Double {
            let start = threadMilliseconds()
            proxy.scrollTo(id)
            let elapsed = threadMilliseconds() - start
            drain()
            return elapsed
        }
        // The baseline: the same ids hashed into a plain set, code the compiler specialises.
        let baselineStart = threadMilliseconds()
        let idSet = Set(model.items.map(\.id))
        let baseline = threadMilliseconds() - baselineStart
        print("ScrollViewReader.scrollTo on a List of \(rows) rows, release build, CPU time of the call alone:")
        print(String(format: "- baseline, a Set of the %d ids in plain Swift: %.2f ms", idSet.count, baseline))
        print(String(format: "- first call, id near the end: %.2f ms", timed(rows - 2)))
        print(String(format: "- repeated call, id in the middle: %.2f ms", timed(rows / 2)))
        print(String(format: "- absent id: %.2f ms", timed(-7)))
        model.items.remove(at: 0)
        host.flushUpdates()
        drain()
        print(String(format: "- first call after a row was removed: %.2f ms", timed(rows / 3)))
        print(String(format: "- the call after that: %.2f ms", timed(rows / 4)))
        gtk_widget_destroy(window)
    }

    private static func threadMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    @MainActor
    private static func drain() {
        for _ in 0..<3 {
            while g_main_context_iteration(nil, 0) != 0 {}
            g_usleep(20_000)
        }
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
