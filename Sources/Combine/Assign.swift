import Foundation

extension Subscribers {
    /// A subscriber that writes each value to a property of an object.
    ///
    /// It keeps the object until it is cancelled or the publisher finishes.
    public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
        /// It cannot receive errors.
        public typealias Failure = Never

        // Guarded by `lock`.
        private let lock = NSLock()
        private var target: Root?
        private var subscription: (any Subscription)?

        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// The object written to, until cancelled or finished.
        public var object: Root? { lock.withLock { target } }

        /// Writes each value to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            target = object
            self.keyPath = keyPath
        }

        /// Keeps the subscription and asks it for every value.
        public func receive(subscription: any Subscription) {
            lock.lock()
            guard target != nil, self.subscription == nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Writes `input` to the property.
        public func receive(_ input: Input) -> Subscribers.Demand {
            guard let object = lock.withLock({ target }) else { return .none }
            object[keyPath: keyPath] = input
            return .none
        }

        /// Lets go of the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock {
                target = nil
                subscription = nil
            }
        }

        /// Cancels the subscription and lets go of the object.
        public func cancel() {
            let subscription = lock.withLock {
                let current = self.subscription
                self.subscription = nil
                target = nil
                return current
            }
            subscription?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `object[keyPath: keyPath]`. The subscription keeps `object` alive
    /// until the returned cancellable is cancelled or let go.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
