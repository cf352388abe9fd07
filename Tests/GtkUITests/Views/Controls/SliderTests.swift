import GtkUI
import GtkUITesting
import XCTest

final class SliderTests: GtkTestCase {
    func testMakesAFlexibleScaleWithLabels() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Slider(value: .constant(0.25), in: 0...2) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("Low")
                } maximumValueLabel: {
                    Text("High")
                })
            let range: UnsafeMutablePointer<GtkRange> = firstWidget(gtk_scale_get_type(), in: host)
            XCTAssertEqual(gtk_range_get_value(range), 0.25)
            XCTAssertEqual(gtk_adjustment_get_upper(gtk_range_get_adjustment(range)), 2)
            XCTAssertEqual(gtk_widget_get_hexpand(range.cast()), 1)
            XCTAssertEqual(gtk_scale_get_draw_value(range.cast()), 0)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Volume", "Low", "High"])
            XCTAssertEqual(accessibleName(of: range), "Volume")
        }
    }

    func testProgrammaticSetRunsNoHandlerAndUserChangeWritesOnce() throws {
        try onGtkThread {
            let probe = ControlProbe<Double>()
            let host = try ViewHost(ProbeHost(0.5, probe: probe) { Slider(value: $0) }, size: (200, 60))
            defer { host.close() }

            probe.state?.wrappedValue = 0.75
            host.settle()
            XCTAssertEqual(host.slider().numericValue, 0.75)
            XCTAssertEqual(probe.writes, [], "a programmatic set is not echoed as an edit")

            host.slider().decrement()
            XCTAssertEqual(probe.writes.count, 1, "a user change writes the binding once")
            let written = try XCTUnwrap(probe.writes.first)
            XCTAssertLessThan(written, 0.75)
            XCTAssertEqual(host.slider().numericValue, written)
        }
    }

    func testFloatValuesAndSteps() {
        onGtkThread {
            let probe = ControlProbe<Float>()
            let host = HostingWidget(
                rootView: ProbeHost(Float(2), probe: probe) { Slider(value: $0, in: 0...10, step: 2) })
            let range: UnsafeMutablePointer<GtkRange> = firstWidget(gtk_scale_get_type(), in: host)
            gtk_range_set_value(range, 4.7)
            host.flushUpdates()
            XCTAssertEqual(probe.writes, [4], "a user change snaps to the step")
            XCTAssertEqual(gtk_range_get_value(range), 4, "the scale shows the snapped value")
            XCTAssertEqual(probe.writes.count, 1)
        }
    }

    func testValueOutsideRangeIsClampedForDisplayOnlyWithOneWarning() {
        onGtkThread {
            let probe = ControlProbe<Double>()
            var host: HostingWidget<ProbeHost<Double, Slider<EmptyView, EmptyView>>>?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: ProbeHost(5, probe: probe) { Slider(value: $0, in: 0...1) })
                probe.state?.wrappedValue = 7
                host?.flushUpdates()
            }
            XCTAssertEqual(
                gtk_range_get_value(firstWidget(gtk_scale_get_type(), in: host!) as UnsafeMutablePointer<GtkRange>), 1)
            XCTAssertEqual(probe.state?.wrappedValue, 7, "the binding is untouched")
            XCTAssertEqual(probe.writes, [])
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
        }
    }

    func testEmptyRangeWarnsOnceAndShowsItsBound() {
        onGtkThread {
            var host: HostingWidget<Slider<EmptyView, EmptyView>>?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Slider(value: .constant(3.0), in: 2...2))
                host?.rootView = Slider(value: .constant(4.0), in: 2...2)
            }
            XCTAssertEqual(
                gtk_range_get_value(firstWidget(gtk_scale_get_type(), in: host!) as UnsafeMutablePointer<GtkRange>), 2)
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
        }
    }

    func testEditingChangedOnPressAndRelease() {
        onGtkThread {
            var events: [Bool] = []
            let host = HostingWidget(rootView: Slider(value: .constant(0.5), onEditingChanged: { events.append($0) }))
            let range: UnsafeMutablePointer<GtkRange> = firstWidget(gtk_scale_get_type(), in: host)
            for (signal, type) in [
                ("button-press-event", GDK_BUTTON_PRESS), ("button-release-event", GDK_BUTTON_RELEASE),
            ] {
                let event = gdk_event_new(type)!
                event.pointee.button.button = 1
                SignalEmitter.emit(range, signal, UnsafeMutableRawPointer(event))
                gdk_event_free(event)
            }
            XCTAssertEqual(events, [true, false])
        }
    }

    func testASliderWithoutLabelsHasNoRowAroundIt() {
        onGtkThread {
            let bare = HostingWidget(rootView: Slider(value: .constant(0.5)))
            let text = HostingWidget(rootView: Text("x"))
            XCTAssertEqual(
                WidgetTree.all(gtk_box_get_type(), in: bare.widget).count,
                WidgetTree.all(gtk_box_get_type(), in: text.widget).count)
        }
    }

    func testDisabled() {
        onGtkThread {
            let host = HostingWidget(rootView: Slider(value: .constant(0.5)).disabled(true))
            let scale: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_scale_get_type(), in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(scale), 0)
        }
    }
}
