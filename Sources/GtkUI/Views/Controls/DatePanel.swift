import Foundation

/// The calendar and the hour and minute spin buttons of a ``DatePicker``, in a vertical box.
///
/// The widgets are kept on the box (borrowed: the box holds them as children), so an update
/// finds them again from the box alone.
@MainActor
struct DatePanel {
    let box: UnsafeMutablePointer<GtkWidget>
    let calendar: UnsafeMutablePointer<GtkCalendar>
    let time: UnsafeMutablePointer<GtkWidget>
    let hour: UnsafeMutablePointer<GtkSpinButton>
    let minute: UnsafeMutablePointer<GtkSpinButton>

    private static let keys = ["gtkui-calendar", "gtkui-time", "gtkui-hour", "gtkui-minute"]

    /// The panel built into `box` by ``make()``.
    init(_ box: UnsafeMutablePointer<GtkWidget>) {
        let parts = Self.keys.map { g_object_get_data(box.gObject, $0)!.assumingMemoryBound(to: GtkWidget.self) }
        self.box = box
        calendar = parts[0].cast()
        time = parts[1]
        hour = parts[2].cast()
        minute = parts[3].cast()
    }

    /// A new panel, every part shown; ``show(_:)`` hides what is not displayed.
    static func make() -> DatePanel {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let calendar = gtk_calendar_new()!
        let time = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        gtk_widget_set_halign(time, HorizontalAlignment.center.gtkAlign)
        let spins = [("Hour", 23.0), ("Minute", 59.0)].map { name, upper -> UnsafeMutablePointer<GtkSpinButton> in
            let spin: UnsafeMutablePointer<GtkSpinButton> = gtk_spin_button_new_with_range(0, upper, 1)!.cast()
            gtk_orientable_set_orientation(OpaquePointer(spin), GTK_ORIENTATION_VERTICAL)
            gtk_spin_button_set_wrap(spin, 1)
            gtk_spin_button_set_numeric(spin, 1)
            ControlSupport.setAccessibleName(name, on: spin)
            // Two digits, as a clock shows them. Not in the representable's scope: formatting must
            // also run while the scope's handlers are blocked, and it touches no Swift state.
            Signals.connect(
                spin, "output",
                returning: { _ in
                    let value = Int(gtk_spin_button_get_value(spin))
                    gtk_entry_set_text(spin.cast(), value < 10 ? "0\(value)" : "\(value)")
                    return true
                })
            return spin
        }
        gtk_container_add(time.cast(), spins[0].cast())
        gtk_container_add(time.cast(), gtk_label_new(":"))
        gtk_container_add(time.cast(), spins[1].cast())
        gtk_container_add(box.cast(), calendar)
        gtk_container_add(box.cast(), time)
        gtk_widget_show_all(box)
        // Whole-window show_all must not bring back a hidden part.
        gtk_widget_set_no_show_all(calendar, 1)
        gtk_widget_set_no_show_all(time, 1)
        for (key, part) in zip(keys, [calendar, time, spins[0].cast(), spins[1].cast()]) {
            g_object_set_data(box.gObject, key, part)
        }
        return DatePanel(box)
    }

    /// Connects the edits of every part to the coordinator: each writes the date the panel shows,
    /// with the parts it does not display taken from the binding, kept within `bounds`.
    func connectEdits<R: GtkWidgetRepresentable>(
        _ context: GtkWidgetRepresentableContext<R>, components: @escaping @MainActor () -> DatePickerComponents,
        bounds: @escaping @MainActor () -> DateBounds
    ) where R.Coordinator == BindingCoordinator<Date> {
        let coordinator = context.coordinator
        let panel = self
        for part in [calendar.cast(), hour.cast(), minute.cast()] as [UnsafeMutablePointer<GtkWidget>] {
            context.connectEdits(part, part == calendar.cast() ? "day-selected" : "value-changed") {
                bounds().clamp(panel.date(basedOn: coordinator.binding.wrappedValue, components: components()))
            }
        }
    }

    /// Shows `components` of the binding's date, clamped into `bounds` with one warning while it
    /// lies outside; the binding is not written.
    func show<R: GtkWidgetRepresentable>(
        _ selection: Binding<Date>, components: DatePickerComponents, bounds: DateBounds,
        context: GtkWidgetRepresentableContext<R>
    ) where R.Coordinator == BindingCoordinator<Date> {
        if (gtk_widget_get_visible(calendar.cast()) != 0) != components.contains(.date) {
            gtk_widget_set_visible(calendar.cast(), components.contains(.date) ? 1 : 0)
        }
        if (gtk_widget_get_visible(time) != 0) != components.contains(.hourAndMinute) {
            gtk_widget_set_visible(time, components.contains(.hourAndMinute) ? 1 : 0)
        }
        let box = box
        let shown = Binding(
            get: {
                let date = selection.wrappedValue
                // Within a minute of a bound is no mistake: `in: Date()...` with a selection made
                // by `Date()` moments earlier is common SwiftUI code.
                ControlSupport.warn(
                    if: abs(bounds.clamp(date).timeIntervalSince(date)) >= 60, on: box, key: "gtkui-date-outside",
                    "GtkUI: DatePicker selection \(date) lies outside its range; it shows clamped")
                return bounds.clamp(date)
            }, set: { selection.wrappedValue = $0 })
        let date = shown.wrappedValue
        context.show(shown, current: self.date(basedOn: date, components: components)) { apply($0) }
    }

    /// `base` with the displayed components replaced by what the panel shows.
    func date(basedOn base: Date, components: DatePickerComponents) -> Date {
        let calendar = Calendar.current
        var parts = calendar.dateComponents(in: TimeZone.current, from: base)
        if components.contains(.date) {
            var year: guint = 0
            var month: guint = 0
            var day: guint = 0
            gtk_calendar_get_date(self.calendar, &year, &month, &day)
            parts.year = Int(year)
            parts.month = Int(month) + 1  // GtkCalendar counts months from 0
            parts.day = Int(day)
        }
        if components.contains(.hourAndMinute) {
            parts.hour = Int(gtk_spin_button_get_value_as_int(hour))
            parts.minute = Int(gtk_spin_button_get_value_as_int(minute))
        }
        // Only the calendar fields decide; the weekday and the like from `base` would contradict them.
        parts.weekday = nil
        parts.weekdayOrdinal = nil
        parts.weekOfMonth = nil
        parts.weekOfYear = nil
        parts.yearForWeekOfYear = nil
        parts.dayOfYear = nil
        return calendar.date(from: parts) ?? base
    }

    /// Shows `date` in every part.
    private func apply(_ date: Date) {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        gtk_calendar_select_month(calendar, guint(max(0, (parts.month ?? 1) - 1)), guint(max(0, parts.year ?? 1970)))
        gtk_calendar_select_day(calendar, guint(max(1, parts.day ?? 1)))
        gtk_spin_button_set_value(hour, Double(parts.hour ?? 0))
        gtk_spin_button_set_value(minute, Double(parts.minute ?? 0))
    }
}
