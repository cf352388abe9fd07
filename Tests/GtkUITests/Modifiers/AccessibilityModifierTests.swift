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

/// A view whose content is replaced under two chained modifiers.
private struct Swapping: View {
    let showsSave: Bool
    let outerLabel: String
    var body: some View {
        Group {
            if showsSave { Button("Save") {} } else { Button("Keep") {} }
        }
        .accessibilityHint("Writes the file")
        .accessibilityLabel("Inner")
        .accessibilityLabel(outerLabel)
        .help("Tooltip")
    }
}

final class AccessibilityModifierTests: GtkTestCase {
    func testChainedModifiersActAsOneAndTheInnermostWins() {
        onGtkThread {
            let host = HostingWidget(rootView: Swapping(showsSave: true, outerLabel: "Outer"))
            let save: UnsafeMutablePointer<GtkWidget> = WidgetTree.button("Save", in: host.widget).cast()
            XCTAssertEqual(string(atk_object_get_name(accessible(save))), "Inner")
            XCTAssertEqual(string(atk_object_get_description(accessible(save))), "Writes the file")

            // An update of the outer modifier does not override the inner one.
            host.rootView = Swapping(showsSave: true, outerLabel: "Changed")
            XCTAssertEqual(string(atk_object_get_name(accessible(save))), "Inner")

            // A new widget under the innermost modifier gets every modifier's attributes.
            host.rootView = Swapping(showsSave: false, outerLabel: "Changed")
            let keep: UnsafeMutablePointer<GtkWidget> = WidgetTree.button("Keep", in: host.widget).cast()
            XCTAssertEqual(string(atk_object_get_name(accessible(keep))), "Inner")
            XCTAssertEqual(string(atk_object_get_description(accessible(keep))), "Writes the file")
            let tooltip = gtk_widget_get_tooltip_text(keep)
            XCTAssertEqual(string(tooltip), "Tooltip")
            g_free(tooltip)
        }
    }

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
