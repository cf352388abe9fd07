import GtkUI
import GtkUITesting
import XCTest

final class StepperTests: GtkTestCase {
    func testLabelAndLinkedButtonsNamedByTitle() {
        onGtkThread {
            let host = HostingWidget(rootView: Stepper("Copies", value: .constant(3), in: 1...5))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Copies"])
            let (minus, plus) = buttons(in: host)
            let box = gtk_widget_get_parent(plus.cast())!
            XCTAssertEqual(gtk_style_context_has_class(gtk_widget_get_style_context(box), "linked"), 1)
            XCTAssertEqual(accessibleName(of: box), "Copies")
            XCTAssertEqual(accessibleName(of: minus), "Decrement")
            XCTAssertEqual(accessibleName(of: plus), "Increment")
        }
    }

    func testClicksWriteOnceAndBoundsMakeButtonsInsensitive() throws {
        try onGtkThread {
            let probe = ControlProbe<Int>()
            let host = try ViewHost(
                ProbeHost(4, probe: probe) { Stepper("N", value: $0, in: 0...5, step: 1) }, size: (200, 80))
            defer { host.close() }
            host.button("Increment").tap()
            XCTAssertEqual(probe.writes, [5])
            XCTAssertFalse(host.button("Increment").isEnabled, "insensitive at the upper bound")
            XCTAssertTrue(host.button("Decrement").isEnabled)
            XCTAssertThrowsError(try withThrownFailures { host.button("Increment").tap() }, "a person cannot press it")
            XCTAssertEqual(probe.writes, [5])

            probe.state?.wrappedValue = 0
            host.settle()
            XCTAssertEqual(probe.writes, [5], "a programmatic set writes nothing")
            XCTAssertFalse(host.button("Decrement").isEnabled, "insensitive at the lower bound")
            XCTAssertTrue(host.button("Increment").isEnabled)
        }
    }

    func testDoubleStepsClampToTheRange() {
        onGtkThread {
            let probe = ControlProbe<Double>()
            let host = HostingWidget(
                rootView: ProbeHost(0.8, probe: probe) { Stepper("D", value: $0, in: 0...1, step: 0.5) })
            gtk_button_clicked(buttons(in: host).1)
            XCTAssertEqual(probe.writes, [1])
        }
    }

    func testIncrementDecrementActionsAndEditingChanged() {
        onGtkThread {
            var calls: [String] = []
            let host = HostingWidget(
                rootView: Stepper(
                    "Zoom", onIncrement: { calls.append("+") }, onDecrement: { calls.append("-") },
                    onEditingChanged: { calls.append("editing \($0)") }))
            let (minus, plus) = buttons(in: host)
            gtk_button_clicked(plus)
            gtk_button_clicked(minus)
            SignalEmitter.emit(plus, "pressed")
            SignalEmitter.emit(plus, "released")
            XCTAssertEqual(calls, ["+", "-", "editing true", "editing false"])
        }
    }

    func testNilActionMakesItsButtonInsensitive() {
        onGtkThread {
            let host = HostingWidget(rootView: Stepper("Zoom", onIncrement: nil, onDecrement: {}))
            let (minus, plus) = buttons(in: host)
            XCTAssertEqual(gtk_widget_get_sensitive(plus.cast()), 0)
            XCTAssertEqual(gtk_widget_get_sensitive(minus.cast()), 1)
        }
    }

    func testValueOutsideRangeWarnsOnceAndAStepBringsItIn() {
        onGtkThread {
            let probe = ControlProbe<Int>()
            var host: HostingWidget<ProbeHost<Int, Stepper<Text>>>?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: ProbeHost(-3, probe: probe) { Stepper("N", value: $0, in: 0...5) })
                probe.state?.wrappedValue = -4
                host?.flushUpdates()
            }
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
            let (minus, plus) = buttons(in: host!)
            XCTAssertEqual(gtk_widget_get_sensitive(minus.cast()), 0)
            gtk_button_clicked(plus)
            XCTAssertEqual(probe.writes, [0])
        }
    }

    func testNonPositiveStepWarnsOnceAndDisablesBoth() {
        onGtkThread {
            var host: HostingWidget<Stepper<Text>>?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Stepper("N", value: .constant(2), in: 0...5, step: 0))
                host?.rootView = Stepper("N", value: .constant(3), in: 0...5, step: 0)
                host?.flushUpdates()
            }
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
            let (minus, plus) = buttons(in: host!)
            XCTAssertEqual(gtk_widget_get_sensitive(minus.cast()), 0)
            XCTAssertEqual(gtk_widget_get_sensitive(plus.cast()), 0)
        }
    }

    func testDisabled() {
        onGtkThread {
            let host = HostingWidget(rootView: Stepper("N", value: .constant(2), in: 0...5).disabled(true))
            let (_, plus) = buttons(in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(plus.cast()), 0)
        }
    }
}

/// The decrement and increment buttons.
@MainActor
private func buttons(in host: HostingWidget<some View>) -> (
    UnsafeMutablePointer<GtkButton>, UnsafeMutablePointer<GtkButton>
) {
    let buttons = WidgetTree.all(gtk_button_get_type(), in: host.widget)
    XCTAssertEqual(buttons.count, 2)
    return (buttons[0].cast(), buttons[1].cast())
}
