import GtkUI
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

/// The toplevel windows GTK knows of, other than `except`.
@MainActor
private func otherToplevels(except: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWindow>] {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var windows: [UnsafeMutablePointer<GtkWindow>] = []
    var item = list
    while let node = item {
        if let data = node.pointee.data, data != UnsafeMutableRawPointer(except),
            gtk_widget_get_visible(data.assumingMemoryBound(to: GtkWidget.self)) != 0
        {
            windows.append(data.assumingMemoryBound(to: GtkWindow.self))
        }
        item = node.pointee.next
    }
    return windows
}

final class SheetTests: GtkTestCase {
    func testSheetFollowsTheBindingAndTheDialogBothWays() {
        onGtkThread {
            let record = Record()
            var binding: Binding<Bool>?
            let window = HostingWindow(
                rootView: Screen(record: record, label: "one", expose: { binding = $0 }))
            window.present()
            defer { window.close() }
            XCTAssertTrue(otherToplevels(except: window.widget).isEmpty)

            // Binding → window.
            binding?.wrappedValue = true
            window.flushUpdates()
            XCTAssertEqual(record.calls, ["makeCoordinator", "makeWindow", "updateWindow one"])
            let dialogs = otherToplevels(except: window.widget)
            XCTAssertEqual(dialogs.count, 1)
            let dialog = dialogs[0]
            XCTAssertEqual(gtk_window_get_transient_for(dialog), window.window, "transient for the host")
            XCTAssertEqual(gtk_window_get_modal(dialog), 1)

            // A response on the dialog → binding false → window destroyed.
            gtk_dialog_response(dialog.cast(), Int32(GTK_RESPONSE_OK.rawValue))
            XCTAssertEqual(binding?.wrappedValue, false)
            window.flushUpdates()
            XCTAssertTrue(otherToplevels(except: window.widget).isEmpty)
            XCTAssertEqual(record.calls.filter { $0 == "dismantleWindow" }.count, 1)
            XCTAssertEqual(record.dismissed, 1)

            // Open again, close by the binding.
            binding?.wrappedValue = true
            window.flushUpdates()
            XCTAssertEqual(otherToplevels(except: window.widget).count, 1)
            binding?.wrappedValue = false
            window.flushUpdates()
            XCTAssertTrue(otherToplevels(except: window.widget).isEmpty)
            XCTAssertEqual(record.calls.filter { $0 == "dismantleWindow" }.count, 2)
            XCTAssertEqual(record.dismissed, 2)
        }
    }

    func testDeleteEventOnAPlainSheetClosesIt() throws {
        try onGtkThread {
            let record = Record()
            var binding: Binding<Bool>?
            let window = HostingWindow(
                rootView: PlainScreen(record: record, expose: { binding = $0 }))
            window.present()
            defer { window.close() }
            binding?.wrappedValue = true
            window.flushUpdates()
            let sheets = otherToplevels(except: window.widget)
            XCTAssertEqual(sheets.count, 1)
            XCTAssertEqual(WidgetTree.labels(in: sheets[0].cast()), ["sheet body"])

            let event = try XCTUnwrap(gdk_event_new(GDK_DELETE))
            defer { gdk_event_free(event) }
            var handled: gboolean = 0
            g_signal_emit_by_name_delete_event(sheets[0], event, &handled)
            XCTAssertEqual(binding?.wrappedValue, false, "the close button sets the binding to false")
            window.flushUpdates()
            XCTAssertTrue(otherToplevels(except: window.widget).isEmpty)
            XCTAssertEqual(record.dismissed, 1)
        }
    }
}

/// Emits `delete-event` as the window manager's close button does.
@MainActor
private func g_signal_emit_by_name_delete_event(
    _ window: UnsafeMutablePointer<GtkWindow>, _ event: UnsafeMutablePointer<GdkEvent>, _ handled: inout gboolean
) {
    handled = (SignalEmitter.emit(window, "delete-event", UnsafeMutableRawPointer(event)) ?? false) ? 1 : 0
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
            let window = HostingWindow(rootView: PlainScreen(record: record, expose: { binding = $0 }))
            window.present()
            defer { window.close() }
            binding?.wrappedValue = true
            window.flushUpdates()
            let sheet = try XCTUnwrap(otherToplevels(except: window.widget).first)

            let event = try XCTUnwrap(gdk_event_new(GDK_KEY_PRESS))
            defer { gdk_event_free(event) }
            event.pointee.key.keyval = guint(GDK_KEY_Escape)
            XCTAssertEqual(SignalEmitter.emit(sheet, "key-press-event", UnsafeMutableRawPointer(event)), true)
            XCTAssertEqual(binding?.wrappedValue, false, "Escape sets the binding to false")
            window.flushUpdates()
            XCTAssertTrue(otherToplevels(except: window.widget).isEmpty)
        }
    }
}

final class AlertTests: GtkTestCase {
    func testAlertButtonsRunTheirActionAndClose() {
        onGtkThread {
            let record = Record()
            var binding: Binding<Bool>?
            let window = HostingWindow(rootView: AlertScreen(record: record, expose: { binding = $0 }))
            window.present()
            defer { window.close() }
            binding?.wrappedValue = true
            window.flushUpdates()
            let dialogs = otherToplevels(except: window.widget)
            XCTAssertEqual(dialogs.count, 1)
            let dialog = dialogs[0]
            XCTAssertTrue(UnsafeMutablePointer<GtkWidget>(dialog.cast()).isInstance(of: gtk_message_dialog_get_type()))
            let labels = WidgetTree.labels(in: dialog.cast())
            XCTAssertTrue(labels.contains("Delete the file?"), "\(labels)")
            XCTAssertTrue(labels.contains("It cannot be undone."), "\(labels)")
            XCTAssertTrue(labels.contains("Keep") && labels.contains("Delete"), "\(labels)")

            gtk_button_clicked(WidgetTree.button("Delete", in: dialog.cast()))
            XCTAssertEqual(record.calls, ["delete"])
            XCTAssertEqual(binding?.wrappedValue, false)
            window.flushUpdates()
            XCTAssertTrue(otherToplevels(except: window.widget).isEmpty)
        }
    }
}
