import GtkUI
import GtkUITesting
import XCTest

/// ``Toggle`` in its styles: the widget each makes, binding without echo, hidden labels.
final class ToggleStyleTests: GtkTestCase {
    private struct Styled: View {
        let style: String
        let isOn: Binding<Bool>
        var body: some View {
            let toggle = Toggle("Wi-Fi", isOn: isOn)
            switch style {
            case "switch": toggle.toggleStyle(.switch)
            case "button": toggle.toggleStyle(.button)
            case "checkbox": toggle.toggleStyle(.checkbox)
            default: toggle.toggleStyle(.automatic)
            }
        }
    }

    /// Whether `widget` is exactly of GType `type`, not a subclass (a check button is a toggle button).
    @MainActor private static func isExactly(_ widget: UnsafeMutablePointer<GtkWidget>?, _ type: GType) -> Bool {
        guard let widget else { return false }
        return gtkui_instance_type(widget) == type
    }

    func testEachStyleMakesItsWidget() {
        onGtkThread {
            // Each style is its own branch of Styled's body, so each change mounts a new toggle.
            let host = HostingWidget(rootView: Styled(style: "automatic", isOn: .constant(true)))
            let check = WidgetTree.first(gtk_toggle_button_get_type(), in: host.widget)
            XCTAssertTrue(Self.isExactly(check, gtk_check_button_get_type()))
            XCTAssertEqual(gtk_toggle_button_get_mode(check?.cast()), 1, "a check box draws its indicator")
            host.rootView = Styled(style: "button", isOn: .constant(true))
            host.flushUpdates()
            let button = WidgetTree.first(gtk_toggle_button_get_type(), in: host.widget)
            XCTAssertEqual(gtk_toggle_button_get_mode(button?.cast()), 0, "the button style draws a push button")
            XCTAssertEqual(gtk_toggle_button_get_active(button?.cast()), 1)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Wi-Fi"])
            host.rootView = Styled(style: "switch", isOn: .constant(true))
            host.flushUpdates()
            XCTAssertNil(WidgetTree.first(gtk_toggle_button_get_type(), in: host.widget))
            let toggle: UnsafeMutablePointer<GtkSwitch> = firstWidget(gtk_switch_get_type(), in: host)
            XCTAssertEqual(gtk_switch_get_active(toggle), 1)
            XCTAssertEqual(accessibleName(of: toggle), "Wi-Fi")
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Wi-Fi"])
            host.rootView = Styled(style: "checkbox", isOn: .constant(true))
            host.flushUpdates()
            XCTAssertNil(WidgetTree.first(gtk_switch_get_type(), in: host.widget))
            XCTAssertTrue(
                Self.isExactly(
                    WidgetTree.first(gtk_toggle_button_get_type(), in: host.widget), gtk_check_button_get_type()))
        }
    }

    /// A style that forwards to the switch or the check box: one view type in every state.
    private struct Either: ToggleStyle {
        let isSwitch: Bool
        func makeBody(configuration: Configuration) -> some View {
            isSwitch
                ? AnyView(SwitchToggleStyle().makeBody(configuration: configuration))
                : AnyView(CheckboxToggleStyle().makeBody(configuration: configuration))
        }
    }

    func testChangingToTheSwitchStyleInPlaceMakesASwitch() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Either(isSwitch: false)))
            XCTAssertNotNil(WidgetTree.first(gtk_check_button_get_type(), in: host.widget))
            let messages = LogCapture.capture(domain: "GtkUI") {
                host.rootView = Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Either(isSwitch: true))
                host.flushUpdates()
            }
            XCTAssertEqual(messages, [])
            XCTAssertNil(WidgetTree.first(gtk_check_button_get_type(), in: host.widget))
            let toggle: UnsafeMutablePointer<GtkSwitch> = firstWidget(gtk_switch_get_type(), in: host)
            XCTAssertEqual(gtk_switch_get_active(toggle), 1, "the binding drives the new widget")
            host.rootView = Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(Either(isSwitch: false))
            host.flushUpdates()
            XCTAssertNil(WidgetTree.first(gtk_switch_get_type(), in: host.widget))
            XCTAssertEqual(
                gtk_toggle_button_get_active(WidgetTree.first(gtk_check_button_get_type(), in: host.widget)?.cast()), 0)
        }
    }

    func testSwitchTwoWayWithoutEcho() throws {
        try onGtkThread {
            let probe = ControlProbe<Bool>()
            let host = try ViewHost(
                ProbeHost(false, probe: probe) { Styled(style: "switch", isOn: $0) }, size: (200, 60))
            defer { host.close() }
            probe.state?.wrappedValue = true
            host.settle()
            XCTAssertTrue(host.toggle("Wi-Fi").isOn)
            XCTAssertEqual(probe.writes, [])
            host.toggle("Wi-Fi").setOn(false)
            XCTAssertEqual(probe.writes, [false])
        }
    }

    func testToggleButtonTwoWayWithoutEcho() throws {
        try onGtkThread {
            let probe = ControlProbe<Bool>()
            let host = try ViewHost(
                ProbeHost(false, probe: probe) { Styled(style: "button", isOn: $0) }, size: (200, 60))
            defer { host.close() }
            probe.state?.wrappedValue = true
            host.settle()
            XCTAssertTrue(host.toggle("Wi-Fi").isOn)
            XCTAssertEqual(probe.writes, [])
            host.toggle("Wi-Fi").tap()
            XCTAssertEqual(probe.writes, [false])
            XCTAssertFalse(host.toggle("Wi-Fi").isOn)
        }
    }

    func testViewLabelAndHiddenLabels() {
        onGtkThread {
            let host = HostingWidget(
                rootView: VStack {
                    Toggle(isOn: .constant(false)) { Text("Bold") }.labelsHidden()
                    Toggle(isOn: .constant(false)) { Text("Plain") }
                    Toggle("Sync", isOn: .constant(true)).toggleStyle(.switch).labelsHidden()
                })
            let checks = WidgetTree.all(gtk_check_button_get_type(), in: host.widget)
            XCTAssertEqual(checks.count, 2)
            let hidden = gtk_bin_get_child(checks[0].cast())
            XCTAssertEqual(gtk_widget_get_visible(hidden), 0)
            XCTAssertEqual(accessibleName(of: checks[0]), "Bold")
            XCTAssertEqual(gtk_widget_get_visible(gtk_bin_get_child(checks[1].cast())), 1)
            let toggle: UnsafeMutablePointer<GtkSwitch> = firstWidget(gtk_switch_get_type(), in: host)
            XCTAssertEqual(accessibleName(of: toggle), "Sync")
            XCTAssertFalse(WidgetTree.labels(in: host.widget).contains("Sync"))
        }
    }

    func testDisabledSwitch() {
        onGtkThread {
            let host = HostingWidget(rootView: Styled(style: "switch", isOn: .constant(true)).disabled(true))
            let toggle: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_switch_get_type(), in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(toggle), 0)
        }
    }
}
