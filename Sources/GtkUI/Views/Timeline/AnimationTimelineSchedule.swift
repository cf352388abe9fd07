import Foundation

/// A date for every frame the display shows, as SwiftUI's `.animation` schedule:
/// `TimelineView(.animation) { context in … }`.
///
/// The frames come from GTK's frame clock while the timeline is on screen: a timeline that is
/// hidden, in a page not shown or gone, gets no frames and costs nothing.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The least time between two dates, in seconds; nil for every frame.
    public let minimumInterval: Double?
    /// Whether the dates stop: the content stays as it is.
    public let paused: Bool

    /// A date each frame, at most one per `minimumInterval` seconds, none while `paused`.
    nonisolated public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Dates 1/60 second apart (or `minimumInterval` apart) from `startDate`; the frame clock
    /// decides the real ones.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: startDate, by: max(minimumInterval ?? 0, 1.0 / 60))
            .entries(from: startDate, mode: mode)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A date for every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A date for every frame, at most one per `minimumInterval` seconds, none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
