/// Converts common units into a scheduler's own interval type: `.seconds(0.5)`,
/// `.milliseconds(300)`.
public protocol SchedulerTimeIntervalConvertible {
    /// An interval of `s` seconds.
    static func seconds(_ s: Int) -> Self
    /// An interval of `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// An interval of `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// An interval of `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// An interval of `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// Decides where and when operators such as ``Publisher/receive(on:options:)``,
/// ``Publisher/debounce(for:scheduler:options:)`` and
/// ``Publisher/throttle(for:scheduler:latest:)`` run their work.
///
/// This subset provides `DispatchQueue` and `RunLoop` as schedulers. `DispatchQueue.main` and
/// `RunLoop.main` both schedule on GLib's main context, the loop GtkUI runs, with no polling;
/// other queues use Dispatch and other run loops their own timers.
public protocol Scheduler {
    /// An instant in this scheduler's clock.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options the scheduler accepts.
    associatedtype SchedulerOptions

    /// The current instant.
    var now: SchedulerTimeType { get }

    /// The smallest tolerance the scheduler honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

    /// Runs `action` once, at `date` or soon after.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)

    /// Runs `action` at `date` and then every `interval`, until the result is cancelled.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Runs `action` as soon as possible.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Runs `action` once, at `date` or soon after.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` once, at `date` or within `tolerance` after it.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and then every `interval`, until the result is cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A closure handed across threads by a scheduler: the scheduler, not the compiler, guarantees
/// where it runs (as in Apple's Combine, scheduler actions are not `@Sendable`).
struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void
}

/// Milliseconds for a GLib timeout from a delay in seconds; negative and NaN delays run at once.
func glibMilliseconds(_ seconds: Double) -> UInt32 {
    guard seconds > 0 else { return 0 }
    return UInt32(min((seconds * 1000).rounded(.up), Double(UInt32.max)))
}
