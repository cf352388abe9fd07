import Foundation

extension NotificationCenter {
    /// Returns a publisher of the notifications named `name` (from `object`, when given):
    /// `NotificationCenter.default.publisher(for: .NSCalendarDayChanged)`.
    ///
    /// Notifications arrive on the thread that posted them, as in Apple's Combine; add
    /// `.receive(on: RunLoop.main)` to bring them to the main thread.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher of notifications; see `publisher(for:object:)`.
    public struct Publisher: Combine.Publisher {
        /// The notification posted.
        public typealias Output = Notification
        /// It cannot fail.
        public typealias Failure = Never

        /// The centre observed.
        public let center: NotificationCenter
        /// The name observed.
        public let name: Notification.Name
        /// The sender observed, or nil for any.
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name`, from `object` when given.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches `subscriber`: it observes the centre until cancelled.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(subscriber)
            subscriber.receive(subscription: subscription)
            subscription.observe(center, name: name, object: object)
        }
    }
}

/// Observes a notification centre for one subscriber, and removes the observer when cancelled.
final class NotificationSubscription: Subscription, @unchecked Sendable {
    // Guarded by `lock`; the subscriber is called outside it.
    private let lock = NSLock()
    private var downstream: ((Notification) -> Subscribers.Demand)?
    private var demand = Subscribers.Demand.none
    private var observer: (any NSObjectProtocol)?
    private var center: NotificationCenter?

    init<Downstream: Subscriber>(_ downstream: Downstream) where Downstream.Input == Notification {
        self.downstream = { downstream.receive($0) }
    }

    func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        guard lock.withLock({ downstream != nil }) else { return }
        let token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            self?.deliver(notification)
        }
        let stale = lock.withLock {
            guard downstream != nil else { return true }
            observer = token
            self.center = center
            return false
        }
        if stale { center.removeObserver(token) }
    }

    private func deliver(_ notification: Notification) {
        let target: ((Notification) -> Subscribers.Demand)? = lock.withLock {
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        guard let target else { return }
        let more = target(notification)
        if more > 0 { lock.withLock { demand += more } }
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
    }

    func cancel() {
        let (center, observer) = lock.withLock {
            defer {
                downstream = nil
                self.observer = nil
                self.center = nil
            }
            return (self.center, self.observer)
        }
        if let center, let observer { center.removeObserver(observer) }
    }
}
