extension Publishers {
    /// The publisher ``Publisher/filter(_:)`` returns: only the values a predicate keeps.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// Fails as the upstream fails.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are filtered.
        public let upstream: Upstream
        /// Returns true for the values to keep.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Keeps the values of `upstream` for which `isIncluded` returns true.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches `subscriber` behind the filter.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(StepSubscriber(downstream: subscriber, step: { isIncluded($0) ? $0 : nil }))
        }
    }
}

extension Publisher {
    /// Passes on only the values for which `isIncluded` returns true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}
