import Foundation
import XCTest

@testable import GtkUI

/// A date in the current calendar and time zone.
private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 26, _ second: Int = 53)
    -> Date
{
    Calendar.current.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}

/// The calendar's selected day as (year, month from 1, day).
@MainActor
private func shownDay(_ calendar: UnsafeMutablePointer<GtkCalendar>) -> [Int] {
    var year: guint = 0
    var month: guint = 0
    var day: guint = 0
    gtk_calendar_get_date(calendar, &year, &month, &day)
    return [Int(year), Int(month) + 1, Int(day)]
}

/// The hour and minute spin buttons, in that order.
@MainActor
private func timeSpins(in host: HostingWidget<some View>) -> [UnsafeMutablePointer<GtkSpinButton>] {
    // The spin buttons live in the compact style's popover, outside the container tree.
    let calendar: UnsafeMutablePointer<GtkWidget> = calendarWidget(in: host).cast()
    let panel = gtk_widget_get_parent(calendar)!
    return WidgetTree.all(gtk_spin_button_get_type(), in: panel).map { $0.cast() }
}

/// The calendar, in place or in the compact button's popover.
@MainActor
private func calendarWidget(in host: HostingWidget<some View>) -> UnsafeMutablePointer<GtkCalendar> {
    if let calendar = WidgetTree.first(gtk_calendar_get_type(), in: host.widget) { return calendar.cast() }
    let button: UnsafeMutablePointer<GtkMenuButton> = firstWidget(gtk_menu_button_get_type(), in: host)
    let popover: UnsafeMutablePointer<GtkWidget> = gtk_menu_button_get_popover(button)!.cast()
    return WidgetTree.first(gtk_calendar_get_type(), in: popover)!.cast()
}

/// A date picker whose style the test switches.
private struct StyleSwitcher: View {
    let graphical: Bool
    let probe: ControlProbe<Date>
    var body: some View {
        let picker = ProbeHost(date(2026, 3, 14), probe: probe) { DatePicker("S", selection: $0) }
        // One view type either way, so the picker is updated in place, not replaced: the value
        // that `.datePickerStyle` writes, written directly (each style's modifier has a type of its own).
        return picker.environment(\.datePickerIsGraphical, graphical)
    }
}

final class DatePickerTests: GtkTestCase {
    func testCompactIsAButtonShowingTheDateWithACalendarPopover() {
        onGtkThread {
            let when = date(2026, 3, 14)
            let host = HostingWidget(
                rootView: DatePicker("Due", selection: .constant(when), displayedComponents: .date))
            let button: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_menu_button_get_type(), in: host)
            XCTAssertEqual(gtk_widget_get_visible(button), 1)
            XCTAssertEqual(accessibleName(of: button), "Due")
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Due", formatter.string(from: when)])
            let calendar = calendarWidget(in: host)
            XCTAssertEqual(shownDay(calendar), [2026, 3, 14])
            XCTAssertEqual(
                gtk_widget_get_visible(gtk_widget_get_parent(timeSpins(in: host)[0].cast())), 0, "no time shown")
        }
    }

    func testGraphicalShowsTheCalendarAndTimeInPlace() {
        onGtkThread {
            let host = HostingWidget(
                rootView: DatePicker("Start", selection: .constant(date(2026, 7, 1, 18, 5))).datePickerStyle(.graphical)
            )
            let calendar: UnsafeMutablePointer<GtkCalendar> = firstWidget(gtk_calendar_get_type(), in: host)
            XCTAssertEqual(shownDay(calendar), [2026, 7, 1])
            XCTAssertEqual(accessibleName(of: calendar), "Start")
            let spins = timeSpins(in: host)
            XCTAssertEqual(spins.map { gtk_spin_button_get_value_as_int($0) }, [18, 5])
            XCTAssertEqual(spins.map { accessibleName(of: $0) }, ["Hour", "Minute"])
            XCTAssertEqual(String(cString: gtk_entry_get_text(spins[1].cast())), "05", "two digits, as a clock")
        }
    }

    func testTwoWayWithoutEchoKeepingWhatIsNotDisplayed() {
        onGtkThread {
            let probe = ControlProbe<Date>()
            let host = HostingWidget(
                rootView: ProbeHost(date(2026, 3, 14), probe: probe) { DatePicker("D", selection: $0) }
                    .datePickerStyle(.graphical))
            let calendar = calendarWidget(in: host)
            probe.state?.wrappedValue = date(2027, 1, 2, 8, 30)
            host.flushUpdates()
            XCTAssertEqual(shownDay(calendar), [2027, 1, 2])
            XCTAssertEqual(timeSpins(in: host).map { gtk_spin_button_get_value_as_int($0) }, [8, 30])
            XCTAssertEqual(probe.writes, [], "a programmatic set is not echoed")

            gtk_calendar_select_day(calendar, 20)
            XCTAssertEqual(probe.writes, [date(2027, 1, 20, 8, 30)], "one write; time and seconds kept")
            gtk_spin_button_set_value(timeSpins(in: host)[0], 21)
            XCTAssertEqual(probe.writes.last, date(2027, 1, 20, 21, 30))
            XCTAssertEqual(probe.writes.count, 2)
        }
    }

    func testRangeClampsDisplayWithOneWarningAndClampsEdits() {
        onGtkThread {
            let probe = ControlProbe<Date>()
            let range = date(2026, 5, 10, 0, 0, 0)...date(2026, 5, 20, 23, 59, 0)
            var host: HostingWidget<ProbeHost<Date, DatePicker<Text>>>?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(
                    rootView: ProbeHost(date(2026, 6, 1), probe: probe) {
                        DatePicker("R", selection: $0, in: range, displayedComponents: .date)
                    })
                probe.state?.wrappedValue = date(2026, 6, 2)
                host?.flushUpdates()
            }
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
            let calendar = calendarWidget(in: host!)
            XCTAssertEqual(shownDay(calendar), [2026, 5, 20])
            XCTAssertEqual(probe.writes, [], "the binding is untouched")

            gtk_calendar_select_day(calendar, 3)
            XCTAssertEqual(probe.writes, [range.lowerBound], "an edit outside the range lands on its bound")
        }
    }

    func testSwitchingStyleMovesTheOnePanelAndKeepsItsEdits() {
        onGtkThread {
            let probe = ControlProbe<Date>()
            let host = HostingWidget(
                rootView: StyleSwitcher(graphical: false, probe: probe))
            let calendar = calendarWidget(in: host)
            XCTAssertNil(
                WidgetTree.first(gtk_calendar_get_type(), in: host.widget), "compact: the calendar is in the popover")
            host.rootView = StyleSwitcher(graphical: true, probe: probe)
            XCTAssertEqual(
                WidgetTree.first(gtk_calendar_get_type(), in: host.widget), calendar.cast(),
                "the same calendar, in place")
            let button: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_menu_button_get_type(), in: host)
            XCTAssertEqual(gtk_widget_get_visible(button), 0)
            gtk_calendar_select_day(calendar, 9)
            XCTAssertEqual(probe.writes, [date(2026, 3, 9)])
        }
    }

    func testASelectionMomentsBeforeTheBoundIsNoMistake() {
        onGtkThread {
            let now = Date()
            let warnings = LogCapture.capture(domain: "GtkUI") {
                _ = HostingWidget(
                    rootView: DatePicker("Soon", selection: .constant(now), in: now.addingTimeInterval(0.5)...))
            }
            XCTAssertEqual(warnings, [], "as with `in: Date()...` and a selection made by `Date()` just before")
        }
    }

    func testDisabled() {
        onGtkThread {
            let host = HostingWidget(rootView: DatePicker("D", selection: .constant(Date())).disabled(true))
            let button: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_menu_button_get_type(), in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(button), 0)
        }
    }
}
