import Foundation

/// The start date, then the start of every minute: `.everyMinute`, for clocks.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init() {}

    /// `startDate`, then each whole minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate)
    }

    /// The dates of an every-minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        /// The next date.
        public mutating func next() -> Date? {
            let date = upcoming
            let minute = (date.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1
            upcoming = Date(timeIntervalSinceReferenceDate: minute * 60)
            return date
        }
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
