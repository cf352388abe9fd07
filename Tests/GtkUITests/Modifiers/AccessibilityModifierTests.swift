import GtkUI
import XCTest

private struct Labelled: View {
    let label: String
    let hidden: Bool
    var body: some View {
        VStack {
            Button("×") {}
                .accessibilityLabel(label)
                .accessibilityValue("3 items")
                .accessibilityHint("Empties the basket")
                .accessibilityIdentifier("clear-basket")
                .help("Clear")
            Image(systemName: "star").accessibilityHidden(hidden)
        }
    }
}

@MainActor
private func accessible(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<AtkObject> {
    gtk_widget_get_accessible(widget)!
}

private func string(_ pointer: UnsafePointer<CChar>?) -> String? { pointer.map { String(cString: $0) } }

final class AccessibilityModifierTests: GtkTestCase {
    func testAttributesGoOnTheControlsOwnWidget() {
        onGtkThread {
            let host = HostingWidget(rootView: Labelled(label: "Clear basket", hidden: false))
            let button: UnsafeMutablePointer<GtkWidget> = WidgetTree.button("×", in: host.widget).cast()
            let atk = accessible(button)
            XCTAssertEqual(string(atk_object_get_name(atk)), "Clear basket")
            XCTAssertEqual(string(atk_object_get_description(atk)), "3 items, Empties the basket")
            XCTAssertEqual(string(atk_object_get_accessible_id(atk)), "clear-basket")
            let tooltip = gtk_widget_get_tooltip_text(button)
            XCTAssertEqual(string(tooltip), "Clear")
            g_free(tooltip)

            host.rootView = Labelled(label: "Empty basket", hidden: false)
            XCTAssertEqual(string(atk_object_get_name(atk)), "Empty basket")
        }
    }

    func testHiddenSkipsTheWidgetAndComesBack() {
        onGtkThread {
            let host = HostingWidget(rootView: Labelled(label: "Clear", hidden: false))
            let image = WidgetTree.first(gtk_image_get_type(), in: host.widget)!
            let role = atk_object_get_role(accessible(image))
            XCTAssertEqual(role, ATK_ROLE_ICON)
            host.rootView = Labelled(label: "Clear", hidden: true)
            XCTAssertEqual(atk_object_get_role(accessible(image)), ATK_ROLE_REDUNDANT_OBJECT)
            host.rootView = Labelled(label: "Clear", hidden: false)
            XCTAssertEqual(atk_object_get_role(accessible(image)), role)
        }
    }
}
