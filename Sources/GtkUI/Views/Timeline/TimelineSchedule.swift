import Foundation

/// When a ``TimelineView`` shows its content again: a sequence of dates from a start date on.
public protocol TimelineSchedule {
    /// The dates, in increasing order.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update; GtkUI always asks for ``normal``.
public enum TimelineScheduleMode: Sendable {
    /// As often as the schedule says.
    case normal
    /// Less often, to save power.
    case lowFrequency
}
