import XCTest

@testable import GtkUI

@MainActor
private final class Record {
    var dismissed = 0
    var presented: Binding<Bool>?
    var presentedValues: [String: Bool] = [:]
}

private struct SheetBody: View {
    let record: Record
    @Environment(\.dismiss) private var dismiss
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        record.presentedValues["sheet"] = isPresented
        return VStack {
            Button("dismiss") { dismiss() }
            Button("dismiss window") { dismissWindow() }
        }
    }
}

private struct Presenter: View {
    let record: Record
    @State private var isPresented = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresentedHere
    var body: some View {
        record.presented = $isPresented
        record.presentedValues["window"] = isPresentedHere
        return VStack {
            Button("close me") { dismiss() }
        }
        .sheet(isPresented: $isPresented, onDismiss: { record.dismissed += 1 }) {
            SheetBody(record: record)
        }
    }
}

@MainActor
private let sharedRecord = Record()

private struct PresenterApp: App {
    var body: some Scene {
        WindowGroup("Presenter") { Presenter(record: sharedRecord) }
    }
}

/// The visible toplevel windows transient for `parent`: its sheets.
@MainActor
private func sheets(of parent: UnsafeMutablePointer<GtkWindow>?) -> [UnsafeMutablePointer<GtkWindow>] {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var windows: [UnsafeMutablePointer<GtkWindow>] = []
    var item = list
    while let node = item {
        if let data = node.pointee.data {
            let window = data.assumingMemoryBound(to: GtkWindow.self)
            if gtk_window_get_transient_for(window) == parent, parent != nil,
                gtk_widget_get_visible(data.assumingMemoryBound(to: GtkWidget.self)) != 0
            {
                windows.append(window)
            }
        }
        item = node.pointee.next
    }
    return windows
}

/// Presents the sheet of the session's first window and returns its window.
@MainActor
private func presentSheet(_ session: AppSession) throws -> UnsafeMutablePointer<GtkWindow> {
    sharedRecord.presented?.wrappedValue = true
    session.flushUpdates()
    let main = try XCTUnwrap(session.windows.first)
    let found = sheets(of: main.window)
    XCTAssertEqual(found.count, 1)
    return try XCTUnwrap(found.first)
}

final class DismissTests: GtkTestCase {
    func testDismissInASheetClosesTheSheetOnly() throws {
        try onGtkThread {
            let session = try PresenterApp.launch()
            defer { session.closeAllWindows() }
            let sheet = try presentSheet(session)
            sharedRecord.dismissed = 0
            XCTAssertEqual(sharedRecord.presentedValues, ["window": false, "sheet": true])
            gtk_button_clicked(WidgetTree.button("dismiss", in: sheet.cast()))
            session.flushUpdates()
            XCTAssertEqual(sharedRecord.presented?.wrappedValue, false, "the presenting binding becomes false")
            XCTAssertEqual(sharedRecord.dismissed, 1, "onDismiss runs once")
            XCTAssertEqual(sheets(of: session.windows.first?.window), [])
            XCTAssertEqual(session.windows.count, 1, "the presenting window stays open")
        }
    }

    func testDismissWindowInASheetNeverClosesThePresentingWindow() throws {
        try onGtkThread {
            let session = try PresenterApp.launch()
            defer { session.closeAllWindows() }
            let sheet = try presentSheet(session)
            sharedRecord.dismissed = 0
            gtk_button_clicked(WidgetTree.button("dismiss window", in: sheet.cast()))
            session.flushUpdates()
            XCTAssertEqual(session.windows.count, 1, "the presenting window stays open")
            XCTAssertEqual(sharedRecord.presented?.wrappedValue, false, "the sheet closes")
            XCTAssertEqual(sharedRecord.dismissed, 1)
        }
    }

    func testDismissInAWindowClosesThatWindow() throws {
        try onGtkThread {
            let session = try PresenterApp.launch()
            let main = try XCTUnwrap(session.windows.first)
            gtk_button_clicked(WidgetTree.button("close me", in: main.widget))
            XCTAssertEqual(session.windows.count, 0)

            let standalone = HostingWindow(rootView: Presenter(record: Record()))
            standalone.present()
            gtk_button_clicked(WidgetTree.button("close me", in: standalone.widget))
            XCTAssertTrue(standalone.isClosed, "a HostingWindow's content closes its window too")
        }
    }

    func testDismissElsewhereDoesNothing() {
        onGtkThread {
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            let host = HostingWidget(rootView: Presenter(record: Record()))
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_show_all(window)
            let messages = LogCapture.capture(domain: "GtkUI") {
                gtk_button_clicked(WidgetTree.button("close me", in: host.widget))
            }
            XCTAssertEqual(messages, [])
            XCTAssertNotEqual(gtk_widget_get_visible(window), 0, "the plain GTK window stays open")
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["close me"])
        }
    }
}
