import GtkUI
import XCTest

final class GaugeTests: GtkTestCase {
    func testLevelBarWithRangeLabelsAndName() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Gauge(value: 30.0, in: 0...120) {
                    Text("Speed")
                } currentValueLabel: {
                    Text("30")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("120")
                })
            let bar: UnsafeMutablePointer<GtkLevelBar> = firstWidget(gtk_level_bar_get_type(), in: host)
            XCTAssertEqual(gtk_level_bar_get_min_value(bar), 0)
            XCTAssertEqual(gtk_level_bar_get_max_value(bar), 120)
            XCTAssertEqual(gtk_level_bar_get_value(bar), 30)
            XCTAssertEqual(accessibleName(of: bar), "Speed")
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Speed", "30", "0", "120"])
        }
    }

    func testRangeAndValueChangesFollow() {
        onGtkThread {
            let host = HostingWidget(rootView: Gauge(value: 0.5) { Text("Level") })
            let bar: UnsafeMutablePointer<GtkLevelBar> = firstWidget(gtk_level_bar_get_type(), in: host)
            XCTAssertEqual(gtk_level_bar_get_value(bar), 0.5)
            host.rootView = Gauge(value: 15.0, in: 10...20) { Text("Level") }
            XCTAssertEqual(gtk_level_bar_get_min_value(bar), 10)
            XCTAssertEqual(gtk_level_bar_get_max_value(bar), 20)
            XCTAssertEqual(gtk_level_bar_get_value(bar), 15)
        }
    }

    func testOutOfRangeAndEmptyRangeWarnOnce() {
        onGtkThread {
            var host: HostingWidget<Gauge<Text, EmptyView, EmptyView, EmptyView>>?
            let outside = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Gauge(value: 3.0) { Text("G") })
                host?.rootView = Gauge(value: 4.0) { Text("G") }
            }
            let bar: UnsafeMutablePointer<GtkLevelBar> = firstWidget(gtk_level_bar_get_type(), in: host!)
            XCTAssertEqual(gtk_level_bar_get_value(bar), 1)
            XCTAssertEqual(outside.count, 1, "\(outside)")
            let empty = LogCapture.capture(domain: "GtkUI") {
                host?.rootView = Gauge(value: 5.0, in: 5...5) { Text("G") }
            }
            XCTAssertEqual(gtk_level_bar_get_value(bar), 5)
            XCTAssertEqual(empty.count, 1, "\(empty)")
        }
    }

    func testDisabled() {
        onGtkThread {
            let host = HostingWidget(rootView: Gauge(value: 0.5) { Text("G") }.disabled(true))
            let bar: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_level_bar_get_type(), in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(bar), 0)
        }
    }
}
