import Foundation

extension Text {
    /// How ``Text/init(_:style:)`` shows a date, with SwiftUI's names.
    public enum DateStyle: Sendable, Hashable {
        /// The date alone, long form: "June 3, 2026".
        case date
        /// The time alone, short form: "3:45 PM".
        case time
        /// The time from now to the date, in words: "in 2 hours", "3 days ago".
        case relative
        /// The signed offset from now: "+2 hours", "-3 days".
        case offset
        /// The time since or until the date as a clock: "2:05:09".
        case timer
    }

    /// Shows `date` in `style`, in the current locale and time zone.
    ///
    /// Unlike SwiftUI's, the `.relative`, `.offset` and `.timer` styles are computed when the view
    /// is evaluated and do not tick by themselves: a view that reads a timer's state updates them.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.format(date, style: style, now: Date()))
    }

    /// Shows `input` formatted by a format style: `Text(price, format: .currency(code: "EUR"))`,
    /// `Text(date, format: .dateTime.day().month())`.
    nonisolated public init<Style: FormatStyle>(_ input: Style.FormatInput, format: Style)
    where Style.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// `date` as `style` shows it, measured from `now`.
    static func format(_ date: Date, style: DateStyle, now: Date) -> String {
        switch style {
        case .date:
            return date.formatted(date: .long, time: .omitted)
        case .time:
            return date.formatted(date: .omitted, time: .shortened)
        case .relative:
            return date.formatted(.relative(presentation: .numeric, unitsStyle: .wide))
        case .offset:
            let seconds = date.timeIntervalSince(now)
            let magnitude = Duration.seconds(abs(seconds).rounded(.down))
                .formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 1))
            return (seconds < 0 ? "-" : "+") + magnitude
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            return hours > 0
                ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
        }
    }
}
