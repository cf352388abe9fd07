import Foundation
import GtkUI
import Observation

/// Issue 22's speed case: 300 views animating opacity, offset or both for 2 seconds, against GTK 3's
/// own animated widgets (300 `GtkRevealer`s sliding, a `GtkStack` crossfading two pages of 300
/// labels) in the same run. Each figure is the median of three runs: frames the window's frame
/// clock drew in the animation's time, the 95th percentile of frame-to-frame times, and the
/// process's CPU time per frame. After the last run, the CPU ticks over 5 idle seconds.
@MainActor
enum MotionBenchmark {
    static let views = 300
    static let duration = 2.0
    static let repetitions = 3

    /// What the 300 views animate.
    enum Kind: String, CaseIterable {
        case opacity, offset, both
    }

    struct Figures {
        var frames: Int
        var p95: Double
        var cpuPerFrame: Double
        var bodies: Int
    }

    /// Runs every case and prints a markdown table.
    static func run() {
        let animations = AnimationSetting.set(enabled: true)
        defer { AnimationSetting.set(enabled: animations) }
        FileHandle.standardError.write(
            Data("motion benchmark: \(views) views for \(duration) s, \(repetitions) runs each\n".utf8))
        _ = declarative(.both)  // warm-up: fonts, caches, the first frame
        var rows: [(String, Figures)] = []
        for kind in Kind.allCases {
            rows.append(("GtkUI, \(kind.rawValue)", median((0..<repetitions).map { _ in declarative(kind) })))
        }
        rows.append(("GtkRevealer slide (C)", median((0..<repetitions).map { _ in revealers() })))
        rows.append(("GtkStack crossfade (C)", median((0..<repetitions).map { _ in stack() })))
        let idle = idleTicks()

        print("| Case | frames in \(duration) s | p95 frame-to-frame | CPU per frame | bodies during |")
        print("|---|---|---|---|---|")
        for (name, figures) in rows {
            print(
                "| \(name) | \(figures.frames) | \(ms(figures.p95)) ms | \(ms(figures.cpuPerFrame)) ms | "
                    + "\(name.hasSuffix("(C)") ? "–" : String(figures.bodies)) |")
        }
        print("")
        print(
            "After the last run: \(idle.ticks) tick callbacks left, \(idle.cpu) CPU ticks (10 ms) over 5 idle seconds.")
        print("Medians of \(repetitions) runs; CPU per frame is the process's user and system time over the frames.")
    }

    /// The 300 views animate `kind` once; returns the figures.
    private static func declarative(_ kind: Kind) -> Figures {
        let flag = MotionFlag()
        let host = HostingWidget(rootView: MotionGrid(flag: flag, kind: kind))
        let window = show(host.widget)
        defer {
            gtk_widget_destroy(window)
            withExtendedLifetime(host) {}
            BenchmarkLoop.spin(seconds: 0.1)
        }
        let bodies = Diagnostics.bodyEvaluations.value
        var figures = measure(on: window) {
            withAnimation(.linear(duration: duration)) { flag.on = true }
            host.flushUpdates()
        } while: {
            Diagnostics.liveAnimationTicks.value > 0
        }
        // From the change on, the change itself included: frames in between evaluate none.
        figures.bodies = Diagnostics.bodyEvaluations.value - bodies
        report("GtkUI \(kind.rawValue)", figures)
        return figures
    }

    /// 300 revealers sliding their labels in over the same time.
    private static func revealers() -> Figures {
        let grid = gtk_grid_new()!
        var revealers: [UnsafeMutablePointer<GtkWidget>] = []
        for index in 0..<views {
            let revealer = gtk_revealer_new()!
            gtk_revealer_set_transition_type(revealer.cast(), GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT)
            gtk_revealer_set_transition_duration(revealer.cast(), guint(duration * 1000))
            gtk_container_add(revealer.cast(), gtk_label_new("■"))
            gtk_grid_attach(grid.cast(), revealer, gint(index % 10), gint(index / 10), 1, 1)
            revealers.append(revealer)
        }
        let window = show(grid)
        defer { gtk_widget_destroy(window) }
        let figures = measure(on: window) {
            for revealer in revealers { gtk_revealer_set_reveal_child(revealer.cast(), 1) }
        } while: {
            revealers.contains { gtk_revealer_get_child_revealed($0.cast()) == 0 }
        }
        report("GtkRevealer", figures)
        return figures
    }

    /// A stack crossfading between two pages of 300 labels over the same time.
    private static func stack() -> Figures {
        let stack = gtk_stack_new()!
        gtk_stack_set_transition_type(stack.cast(), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_stack_set_transition_duration(stack.cast(), guint(duration * 1000))
        for name in ["a", "b"] {
            let page = gtk_grid_new()!
            for index in 0..<views {
                gtk_grid_attach(page.cast(), gtk_label_new("■"), gint(index % 10), gint(index / 10), 1, 1)
            }
            gtk_stack_add_named(stack.cast(), page, name)
        }
        let window = show(stack)
        defer { gtk_widget_destroy(window) }
        let figures = measure(on: window) {
            gtk_stack_set_visible_child_name(stack.cast(), "b")
        } while: {
            gtk_stack_get_transition_running(stack.cast()) != 0
        }
        report("GtkStack", figures)
        return figures
    }

    /// Animates the grid once more, then counts what is left: tick callbacks, and CPU ticks over
    /// 5 seconds with the window still shown.
    private static func idleTicks() -> (ticks: Int, cpu: Int) {
        let flag = MotionFlag()
        let host = HostingWidget(rootView: MotionGrid(flag: flag, kind: .both))
        let window = show(host.widget)
        defer {
            gtk_widget_destroy(window)
            withExtendedLifetime(host) {}
        }
        withAnimation(.linear(duration: duration)) { flag.on = true }
        host.flushUpdates()
        BenchmarkLoop.spin(until: { Diagnostics.liveAnimationTicks.value == 0 }, timeout: 30)
        BenchmarkLoop.spin(seconds: 0.2)
        let before = BenchmarkLoop.cpuSeconds()
        idle(seconds: 5)
        return (Diagnostics.liveAnimationTicks.value, Int(((BenchmarkLoop.cpuSeconds() - before) * 100).rounded()))
    }

    /// Shows `content` in a window and waits half a second for it to settle.
    private static func show(_ content: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_container_add(window.cast(), content)
        gtk_widget_show_all(window)
        BenchmarkLoop.spin(until: { gtk_widget_get_mapped(content) != 0 }, timeout: 30)
        BenchmarkLoop.spin(seconds: 0.5)
        return window
    }

    /// Starts the animation and records the window's frame times while `running` holds.
    private static func measure(
        on window: UnsafeMutablePointer<GtkWidget>, start: () -> Void, while running: () -> Bool
    ) -> Figures {
        let box = FrameTimes()
        let data = Unmanaged.passRetained(box).toOpaque()
        let id = gtk_widget_add_tick_callback(
            window,
            { _, clock, data in
                guard let clock, let data else { return 0 }
                let box = Unmanaged<FrameTimes>.fromOpaque(data).takeUnretainedValue()
                box.times.append(gdk_frame_clock_get_frame_time(clock))
                return 1
            }, data, { data in if let data { Unmanaged<FrameTimes>.fromOpaque(data).release() } })
        let cpu = BenchmarkLoop.cpuSeconds()
        start()
        BenchmarkLoop.spin(until: { !running() }, timeout: 30)
        let used = BenchmarkLoop.cpuSeconds() - cpu
        gtk_widget_remove_tick_callback(window, id)
        let times = box.times
        let gaps = zip(times.dropFirst(), times).map { Double($0 - $1) / 1_000_000 }.sorted()
        let p95 = gaps.isEmpty ? 0 : gaps[min(gaps.count - 1, Int(Double(gaps.count) * 0.95))]
        return Figures(frames: times.count, p95: p95, cpuPerFrame: used / Double(max(times.count, 1)), bodies: 0)
    }

    /// Each figure's median on its own.
    private static func median(_ runs: [Figures]) -> Figures {
        func middle<T: Comparable>(_ values: [T]) -> T { values.sorted()[values.count / 2] }
        return Figures(
            frames: middle(runs.map(\.frames)), p95: middle(runs.map(\.p95)),
            cpuPerFrame: middle(runs.map(\.cpuPerFrame)), bodies: middle(runs.map(\.bodies)))
    }

    private static func report(_ name: String, _ figures: Figures) {
        FileHandle.standardError.write(
            Data(
                "  \(name): \(figures.frames) frames, p95 \(ms(figures.p95)) ms, CPU \(ms(figures.cpuPerFrame)) ms/frame\n"
                    .utf8))
    }

    /// Runs the main loop for `seconds`, sleeping in it while nothing happens (a timeout wakes it).
    private static func idle(seconds: Double) {
        let elapsed = Flag()
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(seconds * 1000),
            { data in
                guard let data else { return 0 }
                Unmanaged<Flag>.fromOpaque(data).takeUnretainedValue().on = true
                return 0
            }, Unmanaged.passRetained(elapsed).toOpaque(),
            { data in if let data { Unmanaged<Flag>.fromOpaque(data).release() } })
        while !elapsed.on { g_main_context_iteration(nil, 1) }
    }

    private final class Flag {
        var on = false
    }

    private static func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

    /// The frame clock's times, appended by the window's tick callback.
    private final class FrameTimes {
        var times: [gint64] = []
    }
}

/// The switch the 300 views follow.
@Observable @MainActor
final class MotionFlag {
    var on = false
}

/// 30 rows of 10 small squares, each moved and faded by its own modifiers, as an app writes them.
struct MotionGrid: View {
    let flag: MotionFlag
    let kind: MotionBenchmark.Kind

    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<30, id: \.self) { _ in
                HStack(spacing: 2) {
                    ForEach(0..<10, id: \.self) { _ in
                        Color.blue.frame(width: 12, height: 12)
                            .offset(x: flag.on && kind != .opacity ? 300 : 0)
                            .opacity(flag.on && kind != .offset ? 0.3 : 1)
                    }
                }
            }
        }
    }
}
