extension Publishers {
    /// The publisher ``Publisher/throttle(for:scheduler:latest:)`` returns: at most one value per
    /// interval.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// Fails as the upstream fails.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are throttled.
        public let upstream: Upstream
        /// The interval.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context
        /// Whether an interval passes on its newest value (true) or its first (false).
        public let latest: Bool

        /// Throttles `upstream` to one value per `interval` on `scheduler`.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Attaches `subscriber` behind the throttle.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ThrottleSubscriber(downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
        }
    }
}

/// Passes the first value at once and opens a window of `interval`; values inside the window
/// wait, and when it closes the kept one (newest or first) goes on and opens the next window.
final class ThrottleSubscriber<Input, Failure: Error, Context: Scheduler>: TimedSubscriber<Input, Failure>,
    @unchecked Sendable
{
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    // Guarded by `lock`.
    private var windowIsOpen = false
    private var pending: Input?

    init<S: Subscriber>(downstream: S, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool)
    where S.Input == Input, S.Failure == Failure {
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
        super.init(downstream: downstream, requestsEverything: true)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        let opens = lock.withLock {
            if windowIsOpen {
                if latest || pending == nil { pending = input }
                return false
            }
            windowIsOpen = true
            return true
        }
        if opens {
            scheduler.schedule { self.emit(input) }
            openWindow()
        }
        return .none
    }

    private func openWindow() {
        scheduler.schedule(after: scheduler.now.advanced(by: interval)) { self.closeWindow() }
    }

    private func closeWindow() {
        let value: Input? = lock.withLock {
            guard let value = pending else {
                windowIsOpen = false
                return nil
            }
            pending = nil
            return value
        }
        guard let value, isActive else { return }
        emit(value)
        openWindow()
    }

    override func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule {
            let value: Input? = self.lock.withLock {
                defer { self.pending = nil }
                return self.pending
            }
            if let value, case .finished = completion { self.emit(value) }
            self.finish(completion)
        }
    }
}

extension Publisher {
    /// Passes on at most one value per `interval`: the newest one received in it when `latest`,
    /// else the first.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
