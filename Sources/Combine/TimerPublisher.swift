import CGtkShim
import Foundation

extension Timer {
    /// Returns a publisher that sends the current date every `interval` seconds once connected:
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    ///
    /// On the main run loop the timer is a GLib timeout on the main context, which GtkUI runs;
    /// nothing polls. The mode is accepted and not used (GLib has no run-loop modes). A zero or
    /// negative interval logs one warning and fires every millisecond (GLib's finest timeout),
    /// as Foundation's timer clamps such intervals to its minimum; a NaN or infinite interval
    /// logs one warning and never fires.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A connectable publisher of the current date on an interval; see
    /// `Timer.publish(every:tolerance:on:in:options:)`.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The current date at each tick.
        public typealias Output = Date
        /// A timer cannot fail.
        public typealias Failure = Never

        /// The interval in seconds, as given.
        public final let interval: TimeInterval
        /// The tolerance, as given; GLib decides the actual wake-up.
        public final let tolerance: TimeInterval?
        /// The run loop the timer runs on; the main one stands for GLib's main context.
        public final let runLoop: RunLoop
        /// The run-loop mode, as given.
        public final let mode: RunLoop.Mode
        /// The scheduler options, as given.
        public final let options: RunLoop.SchedulerOptions?

        // The fan-out is thread-safe; `connection` is guarded by `lock`.
        private let fanout = Fanout<Date, Never>()
        private let lock = NSLock()
        private var connection: (any Cancellable)?

        /// A timer publisher; see `Timer.publish(every:tolerance:on:in:options:)`.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
            if !interval.isFinite {
                gtkui_warning("Timer.publish: the interval \(interval) is not a finite number; the timer never fires")
            } else if interval <= 0 {
                gtkui_warning(
                    "Timer.publish: the interval \(interval) is not positive; the timer fires every millisecond")
            }
        }

        /// Attaches `subscriber`; it receives dates while the publisher is connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            fanout.attach(subscriber)
        }

        /// Starts the timer, or returns the running connection; cancel it to stop the timer.
        public func connect() -> any Cancellable {
            lock.withLock {
                if let connection { return connection }
                let started = start()
                connection = started
                return started
            }
        }

        private func start() -> any Cancellable {
            guard interval.isFinite else {
                return AnyCancellable {}
            }
            let fanout = self.fanout
            let seconds = max(interval, 0.001)
            let stop: any Cancellable
            if runLoop === RunLoop.main {
                stop = MainContextSource(milliseconds: max(1, glibMilliseconds(seconds)), repeats: true) {
                    fanout.send(Date())
                }
            } else {
                let timer = Timer(timeInterval: seconds, repeats: true) { _ in fanout.send(Date()) }
                if let tolerance { timer.tolerance = tolerance }
                runLoop.add(timer, forMode: mode)
                stop = AnyCancellable { timer.invalidate() }
            }
            return AnyCancellable { [weak self] in
                stop.cancel()
                self?.lock.withLock { self?.connection = nil }
            }
        }
    }
}
