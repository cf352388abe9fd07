import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// Options for scheduling on a queue; accepted and not used by this subset.
    public struct SchedulerOptions: Sendable {
        /// No options.
        public init() {}
    }

    /// An instant on the dispatch clock.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The instant.
        public var dispatchTime: DispatchTime

        /// The instant `time`.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// The interval from this instant to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
            let end = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
            return Stride(nanoseconds: Int(end &- start))
        }

        /// The instant `n` after this one.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(dispatchTime + .nanoseconds(n.magnitude))
        }

        /// Hashes the instant.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        /// Whether both are the same instant.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime == rhs.dispatchTime
        }

        /// An interval on the dispatch clock, in nanoseconds; literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Sendable
        {
            /// The interval's count of nanoseconds.
            public typealias Magnitude = Int

            /// The interval in nanoseconds.
            public var magnitude: Int

            /// The interval as a `DispatchTimeInterval`.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// An interval of `nanoseconds`.
            init(nanoseconds: Int) {
                magnitude = nanoseconds
            }

            /// The interval `timeInterval`.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let value): magnitude = value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let value): magnitude = value.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let value): magnitude = value.multipliedReportingOverflow(by: 1_000).partialValue
                case .nanoseconds(let value): magnitude = value
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// `value` seconds.
            public init(floatLiteral value: Double) {
                self = .seconds(value)
            }

            /// `value` seconds.
            public init(integerLiteral value: Int) {
                self = .seconds(value)
            }

            /// `source` nanoseconds, if it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            /// Zero.
            public static var zero: Stride { Stride(nanoseconds: 0) }

            /// Whether `lhs` is shorter.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The product.
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
            }
            /// The sum.
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
            }
            /// The difference.
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
            }
            /// Multiplies `lhs` by `rhs`.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// Adds `rhs` to `lhs`.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts `rhs` from `lhs`.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride {
                Stride(nanoseconds: s.isFinite ? Int(clamping: Int64((s * 1e9).rounded())) : (s > 0 ? .max : 0))
            }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

            /// Seconds as a `Double`.
            var seconds: Double { Double(magnitude) / 1e9 }
        }
    }

    /// The current instant.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// Whether this is the main queue, which runs on GLib's main context here.
    private var isMainQueue: Bool { self === DispatchQueue.main }

    /// Runs `action` on this queue soon; on the main queue, at the main context's next turn.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let scheduled = ScheduledAction(run: action)
        if isMainQueue {
            _ = MainContextSource(milliseconds: nil) { scheduled.run() }
        } else {
            async { scheduled.run() }
        }
    }

    /// Runs `action` on this queue once `date` has come.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let scheduled = ScheduledAction(run: action)
        if isMainQueue {
            _ = MainContextSource(milliseconds: glibMilliseconds(now.distance(to: date).seconds)) { scheduled.run() }
        } else {
            asyncAfter(deadline: date.dispatchTime) { scheduled.run() }
        }
    }

    /// Runs `action` on this queue at `date` and then every `interval`, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        RepeatingSchedule(
            firstDelay: now.distance(to: date).seconds, interval: interval.seconds,
            runOn: isMainQueue ? nil : self, action: action)
    }
}
