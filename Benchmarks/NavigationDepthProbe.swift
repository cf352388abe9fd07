import Foundation
import GtkUI
import Observation

/// Issue 18's navigation figures: setting a deep path, one more push on it, popping to the root,
/// and the memory left after.
///
///     Benchmarks --navigation [DEPTH]
enum NavigationDepthProbe {
    @Observable @MainActor
    final class PathModel {
        var path: [Int] = []
    }

    struct Page: View {
        let number: Int
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("Page \(number)")
                Button("Tap \(taps)") { taps += 1 }
            }
        }
    }

    struct Stack: View {
        let model: PathModel
        var body: some View {
            NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
                Text("Root").navigationDestination(for: Int.self) { Page(number: $0) }
            }
        }
    }

    @MainActor
    static func run(depth: Int) {
        let model = PathModel()
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(window.cast(), 480, 640)
        let host = HostingWidget(rootView: Stack(model: model))
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        settle()
        let before = residentKilobytes()
        /// CPU time of the change and its update and frame, in milliseconds: the machine is
        /// shared, and settling sleeps between rounds.
        func timed(_ change: () -> Void) -> Double {
            let start = threadMilliseconds()
            change()
            host.flushUpdates()
            settle()
            return threadMilliseconds() - start
        }
        let setPath = timed { model.path = Array(0..<depth) }
        var pushes: [Double] = []
        for extra in 0..<7 {
            pushes.append(timed { model.path.append(depth + extra) })
        }
        let afterPushes = residentKilobytes()
        let pop = timed { model.path = [] }
        let afterPop = residentKilobytes()
        print("NavigationStack, depth \(depth), release build, CPU time of engine + GTK until idle:")
        print(String(format: "- set a path of %d values: %.1f ms", depth, setPath))
        print(String(format: "- one push at depth %d: median %.2f ms (of %d)", depth, pushes.sorted()[3], pushes.count))
        print(String(format: "- pop to the root: %.1f ms", pop))
        print(
            "- RSS: \(before / 1024) MB before, \(afterPushes / 1024) MB at depth, \(afterPop / 1024) MB after the pop")
        gtk_widget_destroy(window)
    }

    /// Runs the loop until nothing is pending: GTK has laid out and painted what changed.
    @MainActor
    private static func settle() {
        for _ in 0..<3 {
            while g_main_context_iteration(nil, 0) != 0 {}
            g_usleep(20_000)
        }
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    private static func threadMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    private static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return 0
    }
}
