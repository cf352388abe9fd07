import GtkUI
import XCTest

private struct Form: View {
    let locked: Bool
    var body: some View {
        VStack {
            Button("Save") {}
            Toggle("Remember", isOn: .constant(true))
        }
        .disabled(locked)
    }
}

final class DisabledTests: GtkTestCase {
    func testDisabledMakesWidgetsInsensitiveAndBack() {
        onGtkThread {
            let host = HostingWidget(rootView: Form(locked: true))
            let button = WidgetTree.button("Save", in: host.widget)
            let toggle = WidgetTree.first(gtk_check_button_get_type(), in: host.widget)!
            XCTAssertEqual(gtk_widget_is_sensitive(button.cast()), 0)
            XCTAssertEqual(gtk_widget_is_sensitive(toggle), 0)

            host.rootView = Form(locked: false)
            XCTAssertEqual(gtk_widget_is_sensitive(button.cast()), 1)
            XCTAssertEqual(gtk_widget_is_sensitive(toggle), 1)
        }
    }
}
