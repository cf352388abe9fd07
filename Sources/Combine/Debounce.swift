extension Publishers {
    /// The publisher ``Publisher/debounce(for:scheduler:options:)`` returns: a value goes on
    /// only once `dueTime` has passed with no newer value.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// Fails as the upstream fails.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are debounced.
        public let upstream: Upstream
        /// The quiet time a value waits for.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Debounces `upstream` by `dueTime` on `scheduler`.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber` behind the debounce.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                DebounceSubscriber(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }
    }
}

/// Keeps the newest value and a generation count; a scheduled delivery whose generation is no
/// longer the newest does nothing.
final class DebounceSubscriber<Input, Failure: Error, Context: Scheduler>: TimedSubscriber<Input, Failure>,
    @unchecked Sendable
{
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    // Guarded by `lock`.
    private var generation = 0
    private var pending: Input?

    init<S: Subscriber>(
        downstream: S, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions?
    ) where S.Input == Input, S.Failure == Failure {
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
        super.init(downstream: downstream, requestsEverything: true)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        let current = lock.withLock {
            generation += 1
            pending = input
            return generation
        }
        scheduler.schedule(
            after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
            options: options
        ) { self.deliver(generation: current) }
        return .none
    }

    private func deliver(generation expected: Int) {
        let value: Input? = lock.withLock {
            guard generation == expected else { return nil }
            defer { pending = nil }
            return pending
        }
        if let value { emit(value) }
    }

    override func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) {
            let value: Input? = self.lock.withLock {
                self.generation += 1
                defer { self.pending = nil }
                return self.pending
            }
            if let value, case .finished = completion { self.emit(value) }
            self.finish(completion)
        }
    }
}

extension Publisher {
    /// Passes a value on only after `dueTime` has passed with no newer value: the search box
    /// that waits for typing to pause.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
