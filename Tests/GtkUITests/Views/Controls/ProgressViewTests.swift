import CGtkShim
import XCTest

@testable import GtkUI

final class ProgressViewTests: GtkTestCase {
    func testSpinnerSpinsAndIsNamed() {
        onGtkThread {
            let host = HostingWidget(rootView: ProgressView("Loading"))
            let spinner: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_spinner_get_type(), in: host)
            var active = GValue()
            g_value_init(&active, gtkui_type_boolean())
            g_object_get_property(spinner.gObject, "active", &active)
            XCTAssertEqual(g_value_get_boolean(&active), 1)
            XCTAssertEqual(accessibleName(of: spinner), "Loading")
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Loading"])
        }
    }

    func testBarShowsTheFractionAndFollowsChanges() {
        onGtkThread {
            let host = HostingWidget(rootView: ProgressView("Copying", value: 3.0, total: 12))
            let bar: UnsafeMutablePointer<GtkProgressBar> = firstWidget(gtk_progress_bar_get_type(), in: host)
            XCTAssertEqual(gtk_progress_bar_get_fraction(bar), 0.25)
            XCTAssertEqual(gtk_widget_get_hexpand(bar.cast()), 1)
            XCTAssertEqual(accessibleName(of: bar), "Copying")
            host.rootView = ProgressView("Copying", value: 6.0, total: 12)
            XCTAssertEqual(gtk_progress_bar_get_fraction(bar), 0.5)
        }
    }

    func testValueOutsideTotalIsClampedWithOneWarning() {
        onGtkThread {
            var host: HostingWidget<ProgressView<EmptyView, EmptyView>>?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: ProgressView(value: 1.5))
                host?.rootView = ProgressView(value: 2.5)
            }
            let bar: UnsafeMutablePointer<GtkProgressBar> = firstWidget(gtk_progress_bar_get_type(), in: host!)
            XCTAssertEqual(gtk_progress_bar_get_fraction(bar), 1)
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
            let negative = LogCapture.capture(domain: "GtkUI") { host?.rootView = ProgressView(value: -1.0) }
            XCTAssertEqual(gtk_progress_bar_get_fraction(bar), 0)
            XCTAssertEqual(negative.count, 0, "still the same episode of bad input")
        }
    }

    func testZeroTotalWarnsOnceAndShowsEmpty() {
        onGtkThread {
            var host: HostingWidget<ProgressView<EmptyView, EmptyView>>?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: ProgressView(value: 1.0, total: 0))
            }
            let bar: UnsafeMutablePointer<GtkProgressBar> = firstWidget(gtk_progress_bar_get_type(), in: host!)
            XCTAssertEqual(gtk_progress_bar_get_fraction(bar), 0)
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
        }
    }

    func testNilValuePulsesWhileShownAndStopsWithAValue() {
        onGtkThread {
            let value: Double? = nil
            let host = HostingWidget(rootView: ProgressView(value: value))
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_show_all(window)
            let start = ProgressBarWidget.pulses
            XCTAssertTrue(TestLoop.run(until: { ProgressBarWidget.pulses >= start + 2 }), "an indeterminate bar pulses")

            host.rootView = ProgressView(value: 0.5)
            let stopped = ProgressBarWidget.pulses
            TestLoop.run(for: 0.3)
            XCTAssertEqual(ProgressBarWidget.pulses, stopped, "a bar with a value does not pulse")
            gtk_widget_destroy(window)
        }
    }

    func testDisabled() {
        onGtkThread {
            let host = HostingWidget(rootView: ProgressView(value: 0.5).disabled(true))
            let bar: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_progress_bar_get_type(), in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(bar), 0)
        }
    }
}
