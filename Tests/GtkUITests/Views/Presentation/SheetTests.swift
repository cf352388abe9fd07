import GtkUI
import GtkUITesting
import XCTest

@MainActor
private final class Record {
    var calls: [String] = []
    var dismissed = 0
}

/// A GtkDialog wrapped as a window representable.
private struct Confirm: GtkWindowRepresentable {
    let record: Record
    let label: String

    func makeCoordinator() -> Record {
        record.calls.append("makeCoordinator")
        return record
    }

    func makeWindow(context: Context) -> UnsafeMutablePointer<GtkDialog> {
        record.calls.append("makeWindow")
        let dialog: UnsafeMutablePointer<GtkDialog> = gtk_dialog_new()!.cast()
        gtk_dialog_add_button(dialog, "OK", Int32(GTK_RESPONSE_OK.rawValue))
        return dialog
    }

    func updateWindow(_ dialog: UnsafeMutablePointer<GtkDialog>, context: Context) {
        record.calls.append("updateWindow \(label)")
        gtk_window_set_title(dialog.cast(), label)
    }

    static func dismantleWindow(_ dialog: UnsafeMutablePointer<GtkDialog>, coordinator: Record) {
        coordinator.calls.append("dismantleWindow")
    }
}

private struct Screen: View {
    let record: Record
    let label: String
    let expose: (Binding<Bool>) -> Void
    @State private var isPresented = false

    var body: some View {
        expose($isPresented)
        return VStack {
            Text("screen")
        }
        .sheet(isPresented: $isPresented, onDismiss: { record.dismissed += 1 }) {
            Confirm(record: record, label: label)
        }
    }
}

private struct PlainScreen: View {
    let record: Record
    let expose: (Binding<Bool>) -> Void
    @State private var isPresented = false

    var body: some View {
        expose($isPresented)
        return Text("screen")
            .sheet(isPresented: $isPresented, onDismiss: { record.dismissed += 1 }) {
                Text("sheet body")
            }
    }
}

/// Sheets and alerts as a person meets them: windows of their own, transient for the host's
/// window (so the host lists them among its windows), answered with their buttons, closed with
/// their close button or Escape.
final class SheetTests: GtkTestCase {
    func testSheetFollowsTheBindingAndTheDialogBothWays() throws {
        try onGtkThread {
            let record = Record()
            var binding: Binding<Bool>?
            let host = try ViewHost(Screen(record: record, label: "one", expose: { binding = $0 }), size: (300, 200))
            defer { host.close() }
            XCTAssertEqual(host.windows.count, 1)

            // Binding → window.
            binding?.wrappedValue = true
            host.settle()
            XCTAssertEqual(record.calls, ["makeCoordinator", "makeWindow", "updateWindow one"])
            XCTAssertEqual(host.windows.count, 2, "one sheet, transient for the host's window")
            let dialog = host.windows[1]
            XCTAssertEqual(dialog.role, ATK_ROLE_DIALOG)
            XCTAssertEqual(dialog.name, "one", "the title updateWindow set")
            XCTAssertTrue(dialog.isModal)

            // A response on the dialog → binding false → window destroyed.
            dialog.button("OK").tap()
            XCTAssertEqual(binding?.wrappedValue, false)
            XCTAssertEqual(host.windows.count, 1)
            XCTAssertEqual(record.calls.filter { $0 == "dismantleWindow" }.count, 1)
            XCTAssertEqual(record.dismissed, 1)

            // Open again, close by the binding.
            binding?.wrappedValue = true
            host.settle()
            XCTAssertEqual(host.windows.count, 2)
            binding?.wrappedValue = false
            host.settle()
            XCTAssertEqual(host.windows.count, 1)
            XCTAssertEqual(record.calls.filter { $0 == "dismantleWindow" }.count, 2)
            XCTAssertEqual(record.dismissed, 2)
        }
    }

    func testTheCloseButtonOfAPlainSheetClosesIt() throws {
        try onGtkThread {
            let record = Record()
            var binding: Binding<Bool>?
            let host = try ViewHost(PlainScreen(record: record, expose: { binding = $0 }), size: (300, 200))
            defer { host.close() }
            binding?.wrappedValue = true
            host.settle()
            XCTAssertEqual(host.windows.count, 2)
            let sheet = host.windows[1]
            XCTAssertEqual(
                sheet.all(.element(role: ATK_ROLE_LABEL)).compactMap(\.name).filter { !$0.isEmpty }, ["sheet body"])
            XCTAssertTrue(sheet.isModal)

            sheet.close()
            XCTAssertEqual(binding?.wrappedValue, false, "the close button sets the binding to false")
            XCTAssertEqual(host.windows.count, 1)
            XCTAssertEqual(record.dismissed, 1)
        }
    }
}

private struct AlertScreen: View {
    let record: Record
    let expose: (Binding<Bool>) -> Void
    @State private var isPresented = false

    var body: some View {
        expose($isPresented)
        return Text("screen")
            .alert("Delete the file?", isPresented: $isPresented) {
                Button("Keep") { record.calls.append("keep") }
                Button("Delete") { record.calls.append("delete") }
            } message: {
                Text("It cannot be undone.")
            }
    }
}

final class SheetEscapeTests: GtkTestCase {
    func testEscapeClosesAPlainSheet() throws {
        try onGtkThread {
            let record = Record()
            var binding: Binding<Bool>?
            let host = try ViewHost(PlainScreen(record: record, expose: { binding = $0 }), size: (300, 200))
            defer { host.close() }
            binding?.wrappedValue = true
            host.settle()
            XCTAssertEqual(host.windows.count, 2)

            // The key goes to the newest window, the sheet, as it would from the keyboard.
            host.press(key: .escape)
            XCTAssertEqual(binding?.wrappedValue, false, "Escape sets the binding to false")
            XCTAssertEqual(host.windows.count, 1)
            XCTAssertEqual(record.dismissed, 1)
        }
    }
}

final class AlertTests: GtkTestCase {
    func testAlertButtonsRunTheirActionAndClose() throws {
        try onGtkThread {
            let record = Record()
            var binding: Binding<Bool>?
            let host = try ViewHost(AlertScreen(record: record, expose: { binding = $0 }), size: (300, 200))
            defer { host.close() }
            binding?.wrappedValue = true
            host.settle()
            XCTAssertEqual(host.windows.count, 2)
            let alert = host.windows[1]
            XCTAssertEqual(alert.role, ATK_ROLE_ALERT, "a GtkMessageDialog")
            XCTAssertTrue(alert.exists(.text("Delete the file?")), alert.description)
            XCTAssertTrue(alert.exists(.text("It cannot be undone.")))
            XCTAssertTrue(alert.exists(.button("Keep")))
            XCTAssertFalse(host.windows[0].exists(.button("Delete")), "the buttons are the alert's")

            alert.button("Delete").tap()
            XCTAssertEqual(record.calls, ["delete"])
            XCTAssertEqual(binding?.wrappedValue, false)
            XCTAssertEqual(host.windows.count, 1)
        }
    }
}
