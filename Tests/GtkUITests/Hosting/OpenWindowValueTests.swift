import XCTest

@testable import GtkUI

private struct Opener: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        VStack {
            Button("open 1") { openWindow(id: "note", value: 1) }
            Button("open 2") { openWindow(value: 2) }
            Button("open text") { openWindow(value: "text") }
        }
    }
}

private struct NoteView: View {
    @Binding var number: Int?
    var body: some View {
        VStack {
            Text("note \(number ?? -1)")
            Button("next") { number = (number ?? 0) + 10 }
        }
    }
}

private struct ValueApp: App {
    var body: some Scene {
        WindowGroup("Main") { Opener() }
        WindowGroup("Note", id: "note", for: Int.self) { $number in NoteView(number: $number) }
    }
}

final class OpenWindowValueTests: GtkTestCase {
    func testOpenWindowWithAValueShowsItAndTheSameValuePresentsTheOpenWindow() throws {
        try onGtkThread {
            let session = try ValueApp.launch()
            defer { session.closeAllWindows() }
            let main = try XCTUnwrap(session.windows.first)
            gtk_button_clicked(WidgetTree.button("open 1", in: main.widget))
            XCTAssertEqual(session.windows.count, 2)
            XCTAssertEqual(WidgetTree.labels(in: session.windows[1].widget), ["note 1", "next"])
            gtk_button_clicked(WidgetTree.button("open 2", in: main.widget))
            XCTAssertEqual(session.windows.count, 3, "a value's type finds its group without an id")
            XCTAssertEqual(WidgetTree.labels(in: session.windows[2].widget), ["note 2", "next"])

            gtk_button_clicked(WidgetTree.button("open 1", in: main.widget))
            gtk_button_clicked(WidgetTree.button("open 2", in: main.widget))
            XCTAssertEqual(session.windows.count, 3, "the same value presents the window that shows it")

            gtk_button_clicked(WidgetTree.button("next", in: session.windows[1].widget))
            session.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: session.windows[1].widget), ["note 11", "next"], "the binding writes")
            gtk_button_clicked(WidgetTree.button("open 1", in: main.widget))
            XCTAssertEqual(session.windows.count, 4, "no window shows 1 any more")
        }
    }

    func testAValueOfNoGroupsTypeGivesOneWarning() throws {
        try onGtkThread {
            let session = try ValueApp.launch()
            defer { session.closeAllWindows() }
            let main = try XCTUnwrap(session.windows.first)
            let messages = LogCapture.capture(domain: "GtkUI") {
                gtk_button_clicked(WidgetTree.button("open text", in: main.widget))
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertEqual(session.windows.count, 1)
        }
    }
}
