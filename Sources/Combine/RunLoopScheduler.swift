import Foundation

extension RunLoop: Scheduler {
    /// Options for scheduling on a run loop; there are none.
    public struct SchedulerOptions: Sendable {}

    /// An instant on the wall clock.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The instant.
        public var date: Date

        /// The instant `date`.
        public init(_ date: Date) {
            self.date = date
        }

        /// The interval from this instant to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// The instant `n` after this one.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }

        /// An interval in seconds; literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Sendable
        {
            /// The interval's seconds.
            public typealias Magnitude = TimeInterval

            /// The interval in seconds.
            public var magnitude: TimeInterval

            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) {
                magnitude = timeInterval
            }

            /// `value` seconds.
            public init(floatLiteral value: Double) {
                magnitude = value
            }

            /// `value` seconds.
            public init(integerLiteral value: Int) {
                magnitude = TimeInterval(value)
            }

            /// `source` seconds, if it is exact as a `TimeInterval`.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            /// Zero.
            public static var zero: Stride { Stride(0) }

            /// Whether `lhs` is shorter.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The product.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            /// The sum.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            /// The difference.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            /// Multiplies `lhs` by `rhs`.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// Adds `rhs` to `lhs`.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts `rhs` from `lhs`.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
        }
    }

    /// The current instant.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// Whether this is the main run loop, which stands for GLib's main context here.
    private var isMainRunLoop: Bool { self === RunLoop.main }

    /// Runs `action` soon: on the main run loop, at GLib's main context's next turn.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        schedule(after: now, tolerance: .zero, options: options, action)
    }

    /// Runs `action` once `date` has come.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let scheduled = ScheduledAction(run: action)
        let delay = date.date.timeIntervalSinceNow
        if isMainRunLoop {
            _ = MainContextSource(milliseconds: delay > 0 ? glibMilliseconds(delay) : nil) { scheduled.run() }
        } else {
            add(Timer(timeInterval: max(0, delay), repeats: false) { _ in scheduled.run() }, forMode: .default)
        }
    }

    /// Runs `action` at `date` and then every `interval`, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        if isMainRunLoop {
            return RepeatingSchedule(
                firstDelay: date.date.timeIntervalSinceNow, interval: interval.magnitude, runOn: nil, action: action)
        }
        let scheduled = ScheduledAction(run: action)
        let timer = Timer(fire: date.date, interval: max(0.001, interval.magnitude), repeats: true) { _ in
            scheduled.run()
        }
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}
