import Foundation

/// Where ``EnvironmentValues/locale`` is stored.
private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

/// Where ``EnvironmentValues/calendar`` is stored.
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

/// Where ``EnvironmentValues/timeZone`` is stored.
private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

extension EnvironmentValues {
    /// The locale views format for: the process's current locale unless an ancestor sets one.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar views use: the process's current calendar unless an ancestor sets one.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone views use: the process's current time zone unless an ancestor sets one.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
