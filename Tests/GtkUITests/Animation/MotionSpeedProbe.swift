import Foundation
import GtkUI
import Observation
import XCTest

@Observable @MainActor
private final class Flag {
    var on = false
}

private struct ThreeHundred: View {
    let flag: Flag
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<30, id: \.self) { _ in
                HStack(spacing: 2) {
                    ForEach(0..<10, id: \.self) { _ in
                        let kind = ProcessInfo.processInfo.environment["MOTION_PROBE_KIND"] ?? "both"
                        Color.blue.frame(width: 12, height: 12)
                            .offset(x: flag.on && kind != "opacity" ? 300 : 0)
                            .opacity(flag.on && kind != "offset" ? 0.3 : 1)
                    }
                }
            }
        }
    }
}

/// §5 probe (not a test of behaviour): frame-to-frame times while 300 views animate, and CPU
/// ticks after, against GtkRevealer and GtkStack in the same run. Runs only with MOTION_PROBE=1.
final class MotionSpeedProbe: GtkTestCase {
    @MainActor
    private static func frameTimes(on window: WidgetPointer, while running: () -> Bool) -> [Double] {
        final class Box { var times: [gint64] = [] }
        let box = Box()
        let data = Unmanaged.passRetained(box).toOpaque()
        let id = gtk_widget_add_tick_callback(
            window,
            { _, clock, data in
                Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().times.append(
                    gdk_frame_clock_get_frame_time(clock))
                return 1
            }, data, { Unmanaged<Box>.fromOpaque($0!).release() })
        TestLoop.run(until: { !running() }, timeout: 10)
        gtk_widget_remove_tick_callback(window, id)
        let t = box.times
        return zip(t.dropFirst(), t).map { Double($0 - $1) / 1000 }
    }

    private static func p95(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
    }

    private static func cpuTicks() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let micros =
            (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000
            + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return micros / 10_000  // clock ticks of 10 ms
    }

    func testProbe() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["MOTION_PROBE"] == "1")
        onGtkThread {
            MotionProbe.withAnimations {
                let flag = Flag()
                let (host, window) = MotionProbe.mount(ThreeHundred(flag: flag))
                TestLoop.run(for: 0.5)
                withAnimation(.linear(duration: 2)) { flag.on = true }
                host.flushUpdates()
                let bodies = Diagnostics.bodyEvaluations.value
                let gtkui = Self.frameTimes(on: window) { Diagnostics.liveAnimationTicks.value > 0 }
                let bodiesDuring = Diagnostics.bodyEvaluations.value - bodies
                let before = Self.cpuTicks()
                TestLoop.run(for: 5)
                let idle = Self.cpuTicks() - before
                gtk_widget_destroy(window)

                // GTK's own: 300 revealers sliding for 2 s, then a stack crossfading for 2 s.
                let baseWindow = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
                let grid = gtk_grid_new()!
                var revealers: [WidgetPointer] = []
                for index in 0..<300 {
                    let revealer = gtk_revealer_new()!
                    gtk_revealer_set_transition_type(revealer.cast(), GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT)
                    gtk_revealer_set_transition_duration(revealer.cast(), 2000)
                    let child = gtk_label_new("■")!
                    gtk_container_add(revealer.cast(), child)
                    gtk_grid_attach(grid.cast(), revealer, gint(index % 10), gint(index / 10), 1, 1)
                    revealers.append(revealer)
                }
                gtk_container_add(baseWindow.cast(), grid)
                gtk_widget_show_all(baseWindow)
                TestLoop.run(for: 0.5)
                for revealer in revealers { gtk_revealer_set_reveal_child(revealer.cast(), 1) }
                let revealerTimes = Self.frameTimes(on: baseWindow) {
                    revealers.contains { gtk_revealer_get_child_revealed($0.cast()) == 0 }
                }
                gtk_widget_destroy(baseWindow)

                let stackWindow = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
                let stack = gtk_stack_new()!
                gtk_stack_set_transition_type(stack.cast(), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
                gtk_stack_set_transition_duration(stack.cast(), 2000)
                for name in ["a", "b"] {
                    let page = gtk_grid_new()!
                    for index in 0..<300 {
                        gtk_grid_attach(page.cast(), gtk_label_new("■"), gint(index % 10), gint(index / 10), 1, 1)
                    }
                    gtk_stack_add_named(stack.cast(), page, name)
                }
                gtk_container_add(stackWindow.cast(), stack)
                gtk_widget_show_all(stackWindow)
                TestLoop.run(for: 0.5)
                gtk_stack_set_visible_child_name(stack.cast(), "b")
                let stackTimes = Self.frameTimes(on: stackWindow) {
                    gtk_stack_get_transition_running(stack.cast()) != 0
                }
                gtk_widget_destroy(stackWindow)

                print(
                    "MOTION-PROBE gtkui frames \(gtkui.count) p95 \(Self.p95(gtkui)) ms, bodies during \(bodiesDuring), "
                        + "idle ticks over 5 s \(idle), revealer frames \(revealerTimes.count) p95 \(Self.p95(revealerTimes)) ms, "
                        + "stack frames \(stackTimes.count) p95 \(Self.p95(stackTimes)) ms")
            }
        }
    }
}
