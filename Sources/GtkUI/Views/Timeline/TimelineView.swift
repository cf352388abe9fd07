import Foundation

/// Shows its content again at each date of a schedule, with that date:
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
///
/// The next date waits on a GLib timeout that is removed when the view goes away, so a timeline
/// that is not mounted costs nothing. A schedule that has no later date (a periodic schedule
/// whose interval is not positive, with one warning) shows its content once and stops.
///
/// With `.animation`, the content is shown again on every frame of GTK's frame clock while it is
/// on screen, and not at all while it is hidden or gone.
///
/// Where GtkUI differs: the content is rebuilt on each date rather than redrawn.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
    /// What the content is built with: the date it shows.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @State private var date = Date()
    @State private var ticker = TimelineTicker()

    /// The cadence of dates `gap` seconds apart; no later date counts as minutes.
    static func cadence(forGap gap: TimeInterval?) -> Context.Cadence {
        guard let gap else { return .minutes }
        return gap < 1 ? .live : gap < 60 ? .seconds : .minutes
    }

    /// Content built from a context holding each date of `schedule` in turn.
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the current date; the ticker runs while the view is mounted, and an
    /// `.animation` schedule's frames come while the content is on screen.
    @MainActor @ViewBuilder public var body: some View {
        let dateBinding = $date
        if let animation = schedule as? AnimationTimelineSchedule {
            FrameTicks(
                content: content(Context(date: date, cadence: .live)), minimumInterval: animation.minimumInterval,
                paused: animation.paused, onFrame: { dateBinding.wrappedValue = $0 })
        } else {
            let ticker = ticker
            let schedule = schedule
            content(Context(date: date, cadence: Self.cadence(forGap: ticker.gap)))
                .onAppear { ticker.start(schedule) { dateBinding.wrappedValue = $0 } }
                .onDisappear { ticker.stop() }
        }
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension TimelineView: View {}

/// Waits for the next date of a timeline's schedule on a GLib timeout, and hands it over.
@MainActor
final class TimelineTicker {
    private var pending: OneShotSource?
    private var dates: AnyIterator<Date>?
    private var onDate: ((Date) -> Void)?
    /// Seconds between the next two dates of the schedule last started, or nil without two.
    private(set) var gap: TimeInterval?

    nonisolated init() {}

    /// Starts waiting for the dates of `schedule` after now.
    func start<Schedule: TimelineSchedule>(_ schedule: Schedule, onDate: @escaping (Date) -> Void) {
        stop()
        if let periodic = schedule as? PeriodicTimelineSchedule, !(periodic.interval > 0) {
            Diagnostics.warn(
                "GtkUI: a periodic timeline's interval is \(periodic.interval) seconds; it must be positive. "
                    + "The timeline shows its content once")
        }
        let now = Date()
        var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
        var upcoming: [Date] = []
        while upcoming.count < 2, let date = iterator.next() {
            if date > now { upcoming.append(date) }
        }
        gap = upcoming.count == 2 ? upcoming[1].timeIntervalSince(upcoming[0]) : nil
        var buffered = upcoming.makeIterator()
        dates = AnyIterator { buffered.next() ?? iterator.next() }
        self.onDate = onDate
        scheduleNext()
    }

    /// Stops waiting: no timeout remains.
    func stop() {
        pending?.cancel()
        pending = nil
        dates = nil
        onDate = nil
    }

    private func scheduleNext() {
        guard let next = dates?.next() else {
            pending = nil
            return
        }
        let milliseconds = max(0, next.timeIntervalSinceNow * 1000).rounded(.up)
        pending = OneShotSource(priority: Int32(G_PRIORITY_DEFAULT), delay: guint(min(milliseconds, 4e9))) {
            [weak self] in
            guard let self else { return }
            self.onDate?(next)
            self.scheduleNext()
        }
    }
}
