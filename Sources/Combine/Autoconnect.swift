import Foundation

extension Publishers {
    /// The publisher ``ConnectablePublisher/autoconnect()`` returns: connects its upstream when
    /// the first subscriber attaches and cancels the connection when the last one goes, so a
    /// timer stops with the view that received it.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// Fails as the upstream fails.
        public typealias Failure = Upstream.Failure

        /// The connectable publisher.
        public final let upstream: Upstream

        // Guarded by `lock`.
        private let lock = NSLock()
        private var subscriberCount = 0
        private var connection: (any Cancellable)?

        /// Connects `upstream` on demand.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches `subscriber`, connecting the upstream if it is the first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The subscription keeps this publisher (and so its connection) alive, as in Apple's
            // Combine: `Timer.publish(…).autoconnect().sink { … }` ticks while the sink lives.
            let counted = AutoconnectSubscriber(downstream: subscriber) { self.subscriberLeft() }
            upstream.subscribe(counted)
            let connects = lock.withLock {
                subscriberCount += 1
                return connection == nil
            }
            guard connects else { return }
            let newConnection = upstream.connect()
            let extra: (any Cancellable)? = lock.withLock {
                guard connection == nil, subscriberCount > 0 else { return newConnection }
                connection = newConnection
                return nil
            }
            extra?.cancel()
        }

        private func subscriberLeft() {
            let ended: (any Cancellable)? = lock.withLock {
                subscriberCount -= 1
                guard subscriberCount == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            ended?.cancel()
        }

        deinit {
            connection?.cancel()
        }
    }
}

/// Passes everything through, and reports once when its subscription ends.
final class AutoconnectSubscriber<Input, Failure: Error>: TimedSubscriber<Input, Failure>, @unchecked Sendable {
    // Guarded by `lock`.
    private var onEnd: (() -> Void)?

    init<S: Subscriber>(downstream: S, onEnd: @escaping () -> Void) where S.Input == Input, S.Failure == Failure {
        self.onEnd = onEnd
        super.init(downstream: downstream, requestsEverything: false)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        emit(input)
        return .none
    }

    override func receive(completion: Subscribers.Completion<Failure>) {
        finish(completion)
        ended()
    }

    override func didCancel() {
        ended()
    }

    private func ended() {
        let report = lock.withLock {
            defer { onEnd = nil }
            return onEnd
        }
        report?()
    }
}
