import Foundation

/// What a ``TimelineView``'s content is built with: the date it shows, and how often it changes.
public struct TimelineViewDefaultContext {
    /// The schedule's date this content is for (the time the view appeared, at first).
    public let date: Date
    /// How often the content changes, from the gap between the schedule's next two dates.
    public let cadence: Cadence

    /// How often a timeline's content changes.
    public enum Cadence: Comparable, Sendable {
        /// Many times a second.
        case live
        /// About once a second, or a few seconds apart.
        case seconds
        /// A minute or more apart.
        case minutes
    }
}
