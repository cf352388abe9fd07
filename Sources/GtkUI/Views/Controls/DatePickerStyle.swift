/// How a ``DatePicker`` looks; set with ``View/datePickerStyle(_:)``.
///
/// GtkUI knows the styles below; any other style shows as ``automatic``.
@MainActor
public protocol DatePickerStyle {}

/// The platform's default: on GTK, the compact style.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    nonisolated public init() {}
}

/// A button showing the date, which opens a calendar in a popover.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    nonisolated public init() {}
}

/// A calendar shown in place (`GtkCalendar`), with spin buttons for the time when it is shown.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    nonisolated public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style: compact.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A button that opens a calendar in a popover.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar shown in place.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

private struct DatePickerIsGraphicalKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether date pickers here show their calendar in place.
    var datePickerIsGraphical: Bool {
        get { self[DatePickerIsGraphicalKey.self] }
        set { self[DatePickerIsGraphicalKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers in this view.
    public func datePickerStyle(_ style: some DatePickerStyle) -> some View {
        environment(\.datePickerIsGraphical, style is GraphicalDatePickerStyle)
    }
}
