import GtkUI
import XCTest

private struct DividerScreen: View {
    let horizontal: Bool
    var body: some View {
        if horizontal {
            HStack {
                Text("a")
                Divider()
            }
        } else {
            VStack {
                Text("a")
                Divider()
            }
        }
    }
}

final class DividerTests: GtkTestCase {
    func testADividerLiesAcrossItsStack() {
        onGtkThread {
            let host = HostingWidget(rootView: VStack { Divider() })
            let separator: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_separator_get_type(), in: host)
            XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(separator)), GTK_ORIENTATION_HORIZONTAL)
            XCTAssertEqual(gtk_widget_get_hexpand(separator), 1, "fills the stack's width")
            XCTAssertEqual(gtk_widget_get_vexpand(separator), 0)

            let row = HostingWidget(rootView: HStack { Divider() })
            let upright: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_separator_get_type(), in: row)
            XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(upright)), GTK_ORIENTATION_VERTICAL)
            XCTAssertEqual(gtk_widget_get_vexpand(upright), 1, "fills the stack's height")
            XCTAssertEqual(gtk_widget_get_hexpand(upright), 0)
        }
    }

    func testADividerOutsideAStackIsHorizontal() {
        onGtkThread {
            let host = HostingWidget(rootView: Divider())
            let separator: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_separator_get_type(), in: host)
            XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(separator)), GTK_ORIENTATION_HORIZONTAL)
            XCTAssertEqual(accessibleRole(of: separator), ATK_ROLE_SEPARATOR)
        }
    }

    func testADividerInAStackFillsAcrossIt() {
        onGtkThread {
            let host = HostingWidget(rootView: DividerScreen(horizontal: false))
            gtk_widget_set_size_request(host.widget, 300, 200)
            gtk_widget_show_all(host.widget)
            var allocation = GtkAllocation()
            let window = gtk_offscreen_window_new()!
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_show_all(window)
            TestLoop.drain()
            let separator: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_separator_get_type(), in: host)
            gtk_widget_get_allocation(separator, &allocation)
            XCTAssertEqual(allocation.width, 300)
            gtk_widget_destroy(window)
        }
    }
}

/// A widget's accessible (ATK) role.
@MainActor
func accessibleRole(of widget: UnsafeMutablePointer<some Any>) -> AtkRole? {
    gtk_widget_get_accessible(widget.cast()).map { atk_object_get_role($0) }
}
