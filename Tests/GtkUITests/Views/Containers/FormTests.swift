import Foundation
import GtkUI
import GtkUITesting
import XCTest

/// ``Form`` and ``Section`` as a GNOME preferences form.
final class FormTests: GtkTestCase {
    private struct Settings: View {
        let showsProxy: Bool
        let isOn: Binding<Bool>
        var body: some View {
            Form {
                Section("Network") {
                    Toggle("Wi-Fi", isOn: isOn)
                    if showsProxy {
                        TextField("Proxy", text: .constant(""))
                    }
                    SecureField("Password", text: .constant(""))
                } footer: {
                    Text("Changes apply at once.")
                }
                Section(header: Text("About"), footer: Text("Version 1")) {
                    Text("GtkUI")
                }
            }
        }
    }

    /// The texts of the rows of the `index`th list box, each row's labels joined.
    @MainActor private static func rows(_ host: HostingWidget<some View>, list index: Int) -> [String] {
        let lists = WidgetTree.all(gtk_list_box_get_type(), in: host.widget)
        guard index < lists.count else { return [] }
        return WidgetTree.children(of: lists[index]).map { WidgetTree.labels(in: $0).joined(separator: "|") }
    }

    func testSectionsHaveHeadersFramedRowsAndFooters() {
        onGtkThread {
            let host = HostingWidget(rootView: Settings(showsProxy: true, isOn: .constant(true)))
            XCTAssertEqual(WidgetTree.all(gtk_list_box_get_type(), in: host.widget).count, 2)
            XCTAssertEqual(WidgetTree.all(gtk_frame_get_type(), in: host.widget).count, 2)
            XCTAssertEqual(Self.rows(host, list: 0), ["Wi-Fi", "Proxy", "Password"])
            XCTAssertEqual(Self.rows(host, list: 1), ["GtkUI"])
            let labels = WidgetTree.labels(in: host.widget)
            XCTAssertEqual(labels.first, "Network")
            XCTAssertTrue(labels.contains("Changes apply at once."))
            XCTAssertTrue(labels.contains("About"))
            XCTAssertEqual(labels.last, "Version 1")
            // In a form a toggle is a switch; titled fields show their title beside them.
            let toggle: UnsafeMutablePointer<GtkSwitch> = firstWidget(gtk_switch_get_type(), in: host)
            XCTAssertEqual(accessibleName(of: toggle), "Wi-Fi")
            XCTAssertNil(WidgetTree.first(gtk_check_button_get_type(), in: host.widget))
        }
    }

    func testTitlesShareOneColumnAndControlsSitAfterThem() throws {
        try onGtkThread {
            let host = try ViewHost(Settings(showsProxy: true, isOn: .constant(true)), size: (500, 400))
            defer { host.close() }
            let proxy = try XCTUnwrap(host.textField("Proxy").frame)
            let password = try XCTUnwrap(host.textField("Password").frame)
            XCTAssertEqual(proxy.x, password.x, "entries start in one column after titles of different widths")
            XCTAssertGreaterThan(proxy.x, 40)
            let title = try XCTUnwrap(host.text("Proxy").frame)
            XCTAssertLessThanOrEqual(title.x + title.width, proxy.x, "the title sits before its field")
            XCTAssertGreaterThan(
                try XCTUnwrap(host.toggle("Wi-Fi").frame).x, 300, "the switch is at the end of its row")
        }
    }

    func testATextRowSitsAtItsLeadingEdgeAndASliderFillsItsRow() throws {
        try onGtkThread {
            let host = HostingWidget(
                rootView: Form {
                    Section {
                        Text("Current choice")
                        Slider(value: .constant(0.5))
                    }
                })
            let window = gtk_offscreen_window_new()!
            defer { gtk_widget_destroy(window) }
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_set_size_request(window, 500, -1)
            gtk_widget_show_all(window)
            TestLoop.drain()
            let label = WidgetTree.all(gtk_label_get_type(), in: host.widget).first { widget in
                gtk_label_get_text(widget.cast()).map { String(cString: $0) } == "Current choice"
            }
            var text = GtkAllocation()
            gtk_widget_get_allocation(try XCTUnwrap(label), &text)
            XCTAssertLessThan(text.x, 60, "the text starts at the row's leading edge, as in SwiftUI")
            XCTAssertLessThan(text.width, 200, "the text takes its own width, not the row's, so it is not centred")
            var slider = GtkAllocation()
            gtk_widget_get_allocation(WidgetTree.first(gtk_scale_get_type(), in: host.widget), &slider)
            XCTAssertGreaterThan(slider.width, 400, "a slider fills its row")
            let row = try XCTUnwrap(gtk_widget_get_parent(try XCTUnwrap(label)))
            XCTAssertEqual(gtk_widget_get_can_focus(row), 0, "Tab goes from control to control, not to rows")

            // A view between sections sits at the leading edge too.
            let loose = HostingWidget(rootView: Form { Link("Help", destination: URL(string: "https://gnome.org")!) })
            gtk_container_remove(window.cast(), host.widget)
            gtk_container_add(window.cast(), loose.widget)
            gtk_widget_show_all(window)
            TestLoop.drain()
            var link = GtkAllocation()
            gtk_widget_get_allocation(WidgetTree.first(gtk_link_button_get_type(), in: loose.widget), &link)
            XCTAssertLessThan(link.x, 40, "a link between sections starts at the form's leading edge")
        }
    }

    func testRowsFollowTheContentAndBindingsHaveNoEcho() {
        onGtkThread {
            let probe = ControlProbe<Bool>()
            let view = { (showsProxy: Bool) in
                ProbeHost(false, probe: probe) { Settings(showsProxy: showsProxy, isOn: $0) }
            }
            let host = HostingWidget(rootView: view(false))
            XCTAssertEqual(Self.rows(host, list: 0), ["Wi-Fi", "Password"])
            host.rootView = view(true)
            probe.state?.wrappedValue = true
            host.flushUpdates()
            XCTAssertEqual(Self.rows(host, list: 0), ["Wi-Fi", "Proxy", "Password"])
            let toggle: UnsafeMutablePointer<GtkSwitch> = firstWidget(gtk_switch_get_type(), in: host)
            XCTAssertEqual(gtk_switch_get_active(toggle), 1)
            XCTAssertEqual(probe.writes, [])
            host.rootView = view(false)
            probe.state?.wrappedValue = false
            host.flushUpdates()
            XCTAssertEqual(Self.rows(host, list: 0), ["Wi-Fi", "Password"])
            gtk_switch_set_active(toggle, 1)
            XCTAssertEqual(probe.writes, [true])
        }
    }

    func testHiddenLabelsAndDisabledForm() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Form {
                    Section {
                        TextField("Proxy", text: .constant(""))
                    }
                }
                .labelsHidden()
                .disabled(true))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), [])
            let entry: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_entry_get_type(), in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(entry), 0)
            XCTAssertEqual(accessibleName(of: entry), "Proxy")
        }
    }
}
