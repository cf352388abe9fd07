extension Publishers {
    /// The publisher ``Publisher/receive(on:options:)`` returns: values and completion delivered
    /// through a scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// Fails as the upstream fails.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are moved.
        public let upstream: Upstream
        /// Where they are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Delivers `upstream`'s values through `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber` behind the scheduler.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReceiveOnSubscriber(downstream: subscriber, scheduler: scheduler, options: options))
        }
    }
}

/// Schedules each value and the completion on the scheduler, in order.
final class ReceiveOnSubscriber<Input, Failure: Error, Context: Scheduler>: TimedSubscriber<Input, Failure>,
    @unchecked Sendable
{
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init<S: Subscriber>(downstream: S, scheduler: Context, options: Context.SchedulerOptions?)
    where S.Input == Input, S.Failure == Failure {
        self.scheduler = scheduler
        self.options = options
        super.init(downstream: downstream, requestsEverything: false)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) { self.emit(input) }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { self.finish(completion) }
    }
}

extension Publisher {
    /// Delivers values and the completion through `scheduler`: `.receive(on: DispatchQueue.main)`
    /// or `.receive(on: RunLoop.main)` brings them to the main thread, at GLib's next turn.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
