import Foundation
import GtkUI

/// The main loop and the clock as the frame-driven benchmarks (canvas, motion) use them.
@MainActor
enum BenchmarkLoop {
    /// The process's user and system CPU time so far, in seconds.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) * 1e-6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Runs the main loop until `done` holds, or `timeout` seconds pass.
    static func spin(until done: () -> Bool, timeout: Double = 60) {
        let deadline = Stopwatch.now() + timeout
        while !done(), Stopwatch.now() < deadline { gtk_main_iteration_do(1) }
    }

    /// Runs the main loop for `seconds`, without waiting for events.
    static func spin(seconds: Double) {
        let deadline = Stopwatch.now() + seconds
        while Stopwatch.now() < deadline { _ = gtk_main_iteration_do(0) }
    }
}
