import GtkUI

/// A day in the calendar; months count from 1.
struct CalendarDay: Equatable {
    var year: Int
    var month: Int
    var day: Int
}

/// GtkCalendar, which has no built-in view, wrapped with a coordinator and a two-way binding.
struct Calendar: GtkWidgetRepresentable {
    @Binding var selection: CalendarDay

    func makeCoordinator() -> Coordinator { Coordinator(selection: $selection) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkCalendar> {
        let calendar: UnsafeMutablePointer<GtkCalendar> = gtk_calendar_new()!.cast()
        let coordinator = context.coordinator
        context.connect(calendar, "day-selected") { _ in
            var year: guint = 0
            var month: guint = 0
            var day: guint = 0
            gtk_calendar_get_date(calendar, &year, &month, &day)
            coordinator.selection.wrappedValue = CalendarDay(year: Int(year), month: Int(month) + 1, day: Int(day))
        }
        return calendar
    }

    func updateWidget(_ calendar: UnsafeMutablePointer<GtkCalendar>, context: Context) {
        context.coordinator.selection = $selection
        var year: guint = 0
        var month: guint = 0
        var day: guint = 0
        gtk_calendar_get_date(calendar, &year, &month, &day)
        let shown = CalendarDay(year: Int(year), month: Int(month) + 1, day: Int(day))
        guard shown != selection else { return }
        context.withSignalsBlocked {
            gtk_calendar_select_month(calendar, guint(selection.month - 1), guint(selection.year))
            gtk_calendar_select_day(calendar, guint(selection.day))
        }
    }

    /// Turns the calendar's `day-selected` signal into binding writes.
    final class Coordinator {
        var selection: Binding<CalendarDay>
        init(selection: Binding<CalendarDay>) { self.selection = selection }
    }
}

/// The calendar, and buttons that move the same selection from code.
struct CalendarSection: View {
    @State private var day = CalendarDay(year: 2026, month: 11, day: 29)

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            SectionTitle(title: "GtkCalendar with a binding")
            HStack(alignment: .top, spacing: 12) {
                Calendar(selection: $day).accessibilityLabel("Day")
                VStack(alignment: .leading, spacing: 6) {
                    Text("Selected: \(day.year)-\(day.month)-\(day.day)")
                    Button("Next day") { day.day = day.day % 28 + 1 }
                    Button("New Year's Day") { day = CalendarDay(year: 2027, month: 1, day: 1) }
                }
            }
        }
    }
}
