import Foundation

/// Picks a date and a time, bound two-way to a `Date`, in the current calendar and time zone.
///
/// The compact (default) style is a button showing the date that opens a `GtkCalendar` in a
/// popover; `.datePickerStyle(.graphical)` shows the calendar in place. With `.hourAndMinute`,
/// spin buttons for the hour and the minute come with it. The parts not displayed, and the
/// seconds, keep the binding's values. A `range` keeps edits within it; a selection outside it is
/// shown clamped, with one warning, and the binding is left as it is. A `Text` label becomes the
/// accessible name.
public struct DatePicker<Label: View> {
    private let label: Label
    private let selection: Binding<Date>
    private let bounds: DateBounds
    private let displayedComponents: DatePickerComponents
    @Environment(\.datePickerIsGraphical) private var isGraphical

    /// The label, then the picker.
    @ViewBuilder @MainActor public var body: some View {
        let picker = DatePickerWidget(
            selection: selection, bounds: bounds, components: displayedComponents,
            title: ControlSupport.text(of: label), isGraphical: isGraphical)
        // Beside a button the label is centred; beside a calendar it reads from the top.
        HStack(alignment: isGraphical ? .top : .center, spacing: 8) {
            label
            picker
        }
    }

    private init(selection: Binding<Date>, bounds: DateBounds, components: DatePickerComponents, label: Label) {
        self.label = label
        self.selection = selection
        self.bounds = bounds
        displayedComponents = components
    }

    /// A picker of `selection` showing `displayedComponents`.
    nonisolated public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: label())
    }

    /// A picker of `selection` within `range`.
    nonisolated public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound, upper: range.upperBound),
            components: displayedComponents, label: label())
    }

    /// A picker of `selection` from the start of `range` on.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound), components: displayedComponents,
            label: label())
    }

    /// A picker of `selection` up to the end of `range`.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(upper: range.upperBound), components: displayedComponents,
            label: label())
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension DatePicker: View {}

extension DatePicker where Label == Text {
    /// A picker titled `title`.
    nonisolated public init(
        _ title: some StringProtocol, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title`, within `range`.
    nonisolated public init(
        _ title: some StringProtocol, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title`, from the start of `range` on.
    nonisolated public init(
        _ title: some StringProtocol, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title`, up to the end of `range`.
    nonisolated public init(
        _ title: some StringProtocol, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The earliest and latest dates a ``DatePicker`` allows, when it has them.
struct DateBounds: Equatable {
    var lower: Date?
    var upper: Date?

    /// `date` within the bounds.
    func clamp(_ date: Date) -> Date {
        var date = date
        if let lower, date < lower { date = lower }
        if let upper, date > upper { date = upper }
        return date
    }
}
