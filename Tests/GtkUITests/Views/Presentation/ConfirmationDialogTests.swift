import GtkUI
import GtkUITesting
import XCTest

@MainActor
private final class Choices {
    var made: [String] = []
}

private struct DeleteScreen<Actions: View>: View {
    let titleVisibility: Visibility
    let expose: (Binding<Bool>) -> Void
    @ViewBuilder let actions: () -> Actions
    @State private var isPresented = false

    var body: some View {
        expose($isPresented)
        return Text("screen")
            .confirmationDialog("Delete the draft?", isPresented: $isPresented, titleVisibility: titleVisibility) {
                actions()
            } message: {
                Text("The draft has not been sent.")
            }
    }
}

/// The shown message dialog, as GTK holds it.
@MainActor
private func shownDialog() -> UnsafeMutablePointer<GtkWidget>? {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var item = list
    while let node = item {
        if let widget = node.pointee.data?.assumingMemoryBound(to: GtkWidget.self),
            widget.isInstance(of: gtk_message_dialog_get_type()), gtk_widget_get_visible(widget) != 0
        {
            return widget
        }
        item = node.pointee.next
    }
    return nil
}

/// The labels of the dialog's buttons, in order, a destructive one's marked with "!".
@MainActor
private func buttonRow(of dialog: UnsafeMutablePointer<GtkWidget>) -> [String] {
    WidgetTree.all(gtk_button_get_type(), in: dialog).map { button in
        let title = WidgetTree.labels(in: button).joined()
        let destructive = gtk_style_context_has_class(gtk_widget_get_style_context(button), "destructive-action") != 0
        return destructive ? "\(title)!" : title
    }
}

final class ConfirmationDialogTests: GtkTestCase {
    func testActionsGetACancelButtonAndAnyButtonCloses() throws {
        try onGtkThread {
            let choices = Choices()
            var binding: Binding<Bool>?
            let screen = DeleteScreen(titleVisibility: .automatic, expose: { binding = $0 }) {
                Button("Delete", role: .destructive) { choices.made.append("delete") }
                Button("Save as Template") { choices.made.append("template") }
            }
            let host = try ViewHost(screen, size: (300, 200))
            defer { host.close() }
            binding?.wrappedValue = true
            host.settle()
            XCTAssertEqual(host.windows.count, 2)
            let dialog = host.windows[1]
            XCTAssertTrue(dialog.isModal)
            XCTAssertTrue(dialog.exists(.text("Delete the draft?")), dialog.description)
            XCTAssertTrue(dialog.exists(.text("The draft has not been sent.")))
            XCTAssertEqual(try XCTUnwrap(shownDialog()).map(buttonRow), ["Cancel", "Delete!", "Save as Template"])

            dialog.button("Delete").tap()
            XCTAssertEqual(choices.made, ["delete"])
            XCTAssertEqual(binding?.wrappedValue, false)
            XCTAssertEqual(host.windows.count, 1)

            binding?.wrappedValue = true
            host.settle()
            host.windows[1].button("Cancel").tap()
            XCTAssertEqual(choices.made, ["delete"], "Cancel runs no action")
            XCTAssertEqual(binding?.wrappedValue, false)
            XCTAssertEqual(host.windows.count, 1)
        }
    }

    func testACancelRoleButtonTakesThePlaceOfTheAddedOne() throws {
        try onGtkThread {
            let choices = Choices()
            var binding: Binding<Bool>?
            let screen = DeleteScreen(titleVisibility: .automatic, expose: { binding = $0 }) {
                Button("Keep Editing", role: .cancel) { choices.made.append("keep") }
                Button("Delete", role: .destructive) { choices.made.append("delete") }
            }
            let host = try ViewHost(screen, size: (300, 200))
            defer { host.close() }
            binding?.wrappedValue = true
            host.settle()
            XCTAssertEqual(try XCTUnwrap(shownDialog()).map(buttonRow), ["Keep Editing", "Delete!"])
            host.windows[1].button("Keep Editing").tap()
            XCTAssertEqual(choices.made, ["keep"])
            XCTAssertEqual(host.windows.count, 1)
        }
    }

    func testAHiddenTitleAndClosingFromCodeOrEscape() throws {
        try onGtkThread {
            var binding: Binding<Bool>?
            let screen = DeleteScreen(titleVisibility: .hidden, expose: { binding = $0 }) {
                Button("Delete", role: .destructive) {}
            }
            let host = try ViewHost(screen, size: (300, 200))
            defer { host.close() }
            binding?.wrappedValue = true
            host.settle()
            let dialog = host.windows[1]
            XCTAssertFalse(dialog.exists(.text("Delete the draft?")), "the title is hidden")
            XCTAssertTrue(dialog.exists(.text("The draft has not been sent.")))
            XCTAssertEqual(shownDialog().map { String(cString: gtk_window_get_title($0.cast())) }, "Delete the draft?")

            binding?.wrappedValue = false
            host.settle()
            XCTAssertEqual(host.windows.count, 1, "setting the binding false closes the dialog")

            binding?.wrappedValue = true
            host.settle()
            XCTAssertEqual(host.windows.count, 2)
            host.press(key: .escape)
            XCTAssertEqual(binding?.wrappedValue, false, "Escape sets the binding to false")
            XCTAssertEqual(host.windows.count, 1)
        }
    }
}
