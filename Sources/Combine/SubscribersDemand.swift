extension Subscribers {
    /// How many more values a subscriber wants: a count, or ``unlimited``.
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        // nil stands for unlimited.
        private let count: Int?

        private init(count: Int?) {
            self.count = count
        }

        /// Every value the publisher sends.
        public static let unlimited = Demand(count: nil)
        /// No value.
        public static let none = Demand(count: 0)

        /// At most `value` values; a negative count is treated as zero.
        public static func max(_ value: Int) -> Demand {
            Demand(count: Swift.max(0, value))
        }

        /// The count, or nil when unlimited.
        public var max: Int? { count }

        /// "unlimited" or "max(n)".
        public var description: String {
            count.map { "max(\($0))" } ?? "unlimited"
        }

        /// The sum; unlimited when either is, or when the count overflows.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.count, let right = rhs.count else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : Demand(count: sum)
        }

        /// Adds `rhs` to `lhs`.
        public static func += (lhs: inout Demand, rhs: Demand) {
            lhs = lhs + rhs
        }

        /// Adds a count.
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            lhs + .max(rhs)
        }

        /// Adds a count to `lhs`.
        public static func += (lhs: inout Demand, rhs: Int) {
            lhs = lhs + rhs
        }

        /// The difference, never below zero; unlimited stays unlimited.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.count else { return .unlimited }
            guard let right = rhs.count else { return .none }
            return .max(left - right)
        }

        /// Subtracts `rhs` from `lhs`.
        public static func -= (lhs: inout Demand, rhs: Demand) {
            lhs = lhs - rhs
        }

        /// Subtracts a count.
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            lhs - .max(rhs)
        }

        /// Subtracts a count from `lhs`.
        public static func -= (lhs: inout Demand, rhs: Int) {
            lhs = lhs - rhs
        }

        /// Whether `lhs` asks for fewer values than `rhs` (unlimited is the largest).
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case (let left?, let right?): return left < right
            }
        }

        /// Whether the demand is exactly `rhs` values.
        public static func == (lhs: Demand, rhs: Int) -> Bool {
            lhs.count == rhs
        }

        /// Whether the demand is greater than `rhs` values.
        public static func > (lhs: Demand, rhs: Int) -> Bool {
            lhs > .max(rhs)
        }

        /// Whether the demand is less than `rhs` values.
        public static func < (lhs: Demand, rhs: Int) -> Bool {
            lhs < .max(rhs)
        }
    }
}
