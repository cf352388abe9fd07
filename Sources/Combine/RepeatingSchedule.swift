import Dispatch
import Foundation

/// A repeating scheduled action: on GLib's main context when `queue` is nil, else on `queue`.
final class RepeatingSchedule: Cancellable, @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var first: MainContextSource?
    private var repeating: MainContextSource?
    private var timer: (any DispatchSourceTimer)?

    init(firstDelay: Double, interval: Double, runOn queue: DispatchQueue?, action: @escaping () -> Void) {
        let scheduled = ScheduledAction(run: action)
        if let queue {
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(
                deadline: .now() + .nanoseconds(Int(max(0, firstDelay) * 1e9)),
                repeating: .nanoseconds(max(1, Int(interval * 1e9))))
            timer.setEventHandler { scheduled.run() }
            timer.resume()
            self.timer = timer
            return
        }
        let period = max(1, glibMilliseconds(interval))
        first = MainContextSource(milliseconds: glibMilliseconds(firstDelay)) { [weak self] in
            scheduled.run()
            self?.startRepeating(every: period, scheduled)
        }
    }

    private func startRepeating(every period: UInt32, _ scheduled: ScheduledAction) {
        lock.withLock {
            guard first != nil else { return }
            first = nil
            repeating = MainContextSource(milliseconds: period, repeats: true) { scheduled.run() }
        }
    }

    func cancel() {
        let (first, repeating, timer) = lock.withLock {
            defer {
                self.first = nil
                self.repeating = nil
                self.timer = nil
            }
            return (self.first, self.repeating, self.timer)
        }
        first?.cancel()
        repeating?.cancel()
        timer?.cancel()
    }

    deinit {
        cancel()
    }
}
