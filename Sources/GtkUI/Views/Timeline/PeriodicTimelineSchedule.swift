import Foundation

/// Dates every `interval` seconds from a start date: `.periodic(from: .now, by: 1)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The schedule's dates from the first at or after `startDate` (this schedule's own start when
    /// that is later). A schedule whose interval is not positive has its start date only.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0 else { return Entries(upcoming: self.startDate, interval: 0) }
        let steps = max(0, (startDate.timeIntervalSince(self.startDate) / interval).rounded(.up))
        return Entries(upcoming: self.startDate.addingTimeInterval(steps * interval), interval: interval)
    }

    /// The dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        /// The next date, or nil after the only one of a schedule without an interval.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval > 0 ? date.addingTimeInterval(interval) : nil
            return date
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
