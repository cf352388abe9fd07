import GtkUI
import XCTest

final class SecureFieldTests: GtkTestCase {
    func testHiddenFlexibleEntryNamedByTitle() {
        onGtkThread {
            let host = HostingWidget(rootView: SecureField("Password", text: .constant("secret")))
            let entry: UnsafeMutablePointer<GtkEntry> = firstWidget(gtk_entry_get_type(), in: host)
            XCTAssertEqual(gtk_entry_get_visibility(entry), 0)
            XCTAssertEqual(gtk_entry_get_input_purpose(entry), GTK_INPUT_PURPOSE_PASSWORD)
            XCTAssertEqual(gtk_widget_get_hexpand(entry.cast()), 1)
            XCTAssertEqual(String(cString: gtk_entry_get_text(entry)), "secret")
            XCTAssertEqual(String(cString: gtk_entry_get_placeholder_text(entry)), "Password")
            XCTAssertEqual(accessibleName(of: entry), "Password")
            let role = atk_object_get_role(gtk_widget_get_accessible(entry.cast()))
            XCTAssertEqual(role, ATK_ROLE_PASSWORD_TEXT)
        }
    }

    func testTwoWayWithoutEcho() {
        onGtkThread {
            let probe = ControlProbe<String>()
            let host = HostingWidget(rootView: ProbeHost("", probe: probe) { SecureField("Password", text: $0) })
            let entry: UnsafeMutablePointer<GtkEntry> = firstWidget(gtk_entry_get_type(), in: host)
            probe.state?.wrappedValue = "from code"
            host.flushUpdates()
            XCTAssertEqual(String(cString: gtk_entry_get_text(entry)), "from code")
            XCTAssertEqual(probe.writes, [])
            gtk_entry_set_text(entry, "typed")
            host.flushUpdates()
            XCTAssertEqual(probe.writes, ["typed"])
        }
    }

    func testDisabled() {
        onGtkThread {
            let host = HostingWidget(rootView: SecureField("Password", text: .constant("")).disabled(true))
            let entry: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_entry_get_type(), in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(entry), 0)
        }
    }
}
