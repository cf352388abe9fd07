import GtkUITesting
import XCTest

@testable import GtkUI

private struct Editor: View {
    @State private var count = 0
    @State private var showsShare = true
    var body: some View {
        VStack {
            Button("more") { count += 1 }
            Button("toggle share") { showsShare.toggle() }
        }
        .toolbar {
            ToolbarItem(placement: .navigation) { Button("Back") {} }
            ToolbarItem(placement: .principal) { Text("Principal \(count)") }
            ToolbarItemGroup(placement: .primaryAction) {
                Button("Add") {}
                if showsShare { Button("Share") {} }
            }
            Button("Auto \(count)") {}
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            ToolbarItem(placement: .topBarLeading) { Button("Leading") {} }
            // Above an on-screen keyboard in SwiftUI on iOS: nowhere on a desktop.
            ToolbarItemGroup(placement: .keyboard) { Button("Hide keyboard") {} }
        }
    }
}

private struct EditorScreen: View {
    @State private var showsEditor = true
    var body: some View {
        VStack {
            Button("close editor") { showsEditor = false }
            if showsEditor { Editor() }
        }
        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Outer") {} } }
    }
}

/// How often the views around a toolbar were evaluated.
@MainActor
private enum ToolbarEvaluations {
    static var frame = 0
    static var counter = 0
}

/// An item with state of its own, in the header bar's graph.
private struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        let _ = ToolbarEvaluations.counter += 1
        Button("taps \(taps)") { taps += 1 }
    }
}

private struct Declaring: View {
    @State private var version = 0
    var body: some View {
        Button("bump") { version += 1 }
            .toolbar {
                ToolbarItem(placement: .primaryAction) { TapCounter() }
                Button("version \(version)") {}
            }
    }
}

private struct DeclaringFrame: View {
    var body: some View {
        let _ = ToolbarEvaluations.frame += 1
        VStack { Declaring() }
    }
}

private struct DeclaringApp: App {
    var body: some Scene {
        WindowGroup("Declaring") { DeclaringFrame() }
    }
}

private struct EditorApp: App {
    var body: some Scene {
        WindowGroup("Editor") { EditorScreen() }
    }
}

private struct SheetHost: View {
    @State private var isPresented = true
    var body: some View {
        Text("host")
            .sheet(isPresented: $isPresented) {
                Text("form")
                    .navigationTitle("New Item")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { isPresented = false } }
                        ToolbarItem(placement: .confirmationAction) { Button("Add") { isPresented = false } }
                    }
            }
    }
}

@MainActor
private func sheets(except window: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWindow>] {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var result: [UnsafeMutablePointer<GtkWindow>] = []
    var node = list
    while let current = node {
        if let data = current.pointee.data, data != UnsafeMutableRawPointer(window),
            gtk_widget_get_visible(data.assumingMemoryBound(to: GtkWidget.self)) != 0
        {
            result.append(data.assumingMemoryBound(to: GtkWindow.self))
        }
        node = current.pointee.next
    }
    return result
}

final class ToolbarTests: GtkTestCase {
    func testItemsArePackedByPlacementAndFollowTheirViews() throws {
        try onGtkThread {
            let session = try EditorApp.launch()
            defer { session.closeAllWindows() }
            let window = try XCTUnwrap(session.windows.first)
            let bar = try XCTUnwrap(HeaderBarProbe.bar(of: window.window))
            let items = HeaderBarProbe.items(bar)
            XCTAssertEqual(items.start, ["Back", "Cancel", "Leading"])
            XCTAssertEqual(items.end, ["Outer", "Add", "Share", "Auto 0", "Done"], "the outer view's items first")
            XCTAssertEqual(HeaderBarProbe.customTitle(bar), ["Principal 0"])
            let content = try XCTUnwrap(gtk_bin_get_child(window.window?.cast()))
            XCTAssertEqual(
                WidgetTree.labels(in: content), ["close editor", "more", "toggle share"], "items are not in the content"
            )

            gtk_button_clicked(WidgetTree.button("more", in: window.widget))
            gtk_button_clicked(WidgetTree.button("toggle share", in: window.widget))
            session.flushUpdates()
            XCTAssertEqual(HeaderBarProbe.items(bar).end, ["Outer", "Add", "Auto 1", "Done"], "updates flow")
            XCTAssertEqual(HeaderBarProbe.customTitle(bar), ["Principal 1"])

            gtk_button_clicked(WidgetTree.button("close editor", in: window.widget))
            session.flushUpdates()
            XCTAssertEqual(HeaderBarProbe.items(bar).start, [], "gone with the view that declared them")
            XCTAssertEqual(HeaderBarProbe.items(bar).end, ["Outer"])
            XCTAssertEqual(HeaderBarProbe.customTitle(bar), [], "the window's title shows again")
            XCTAssertNil(gtk_header_bar_get_custom_title(bar))
        }
    }

    func testASheetHasAHeaderBarWithCancelAndConfirm() throws {
        try onGtkThread {
            let host = try ViewHost(SheetHost(), size: (300, 200))
            defer { host.close() }
            guard host.windows.count == 2 else { return XCTFail("no sheet: \(host.windows)") }
            let sheet = host.windows[1]
            XCTAssertTrue(sheet.isModal)
            let title = try XCTUnwrap(sheet.text("New Item").frame)
            let cancel = try XCTUnwrap(sheet.button("Cancel").frame)
            let add = try XCTUnwrap(sheet.button("Add").frame)
            XCTAssertLessThan(cancel.x + cancel.width, title.x, "Cancel at the start")
            XCTAssertGreaterThan(add.x, title.x + title.width, "Add at the end")
            XCTAssertLessThan(abs(cancel.y - add.y), 4, "in one bar")
            XCTAssertLessThan(title.y, try XCTUnwrap(sheet.text("form").frame).y, "above the content")
            XCTAssertFalse(sheet.exists(.button("Close")), "Cancel replaces the close button")
            XCTAssertFalse(host.windows[0].exists(.button("Add")), "the items are the sheet's")

            sheet.button("Add").tap()
            XCTAssertEqual(host.windows.count, 1, "the confirm item closed the sheet")
        }
    }

    func testToolbarItemsOutsideAWindowAreIgnoredWithOneWarning() {
        onGtkThread {
            var host: HostingWidget<AnyView>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(
                    rootView: AnyView(
                        Text("content").toolbar {
                            ToolbarItem(placement: .primaryAction) { Button("A") {} }
                            Button("B") {}
                        }))
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertEqual(host.map { WidgetTree.labels(in: $0.widget) }, ["content"])
        }
    }

    func testANewValueEvaluatesOnlyTheDeclaringViewAndItsItemsWhichKeepTheirState() throws {
        try onGtkThread {
            let session = try DeclaringApp.launch()
            defer { session.closeAllWindows() }
            let window = try XCTUnwrap(session.windows.first)
            let bar = try XCTUnwrap(HeaderBarProbe.bar(of: window.window))
            XCTAssertEqual(HeaderBarProbe.items(bar).end, ["taps 0", "version 0"])
            gtk_button_clicked(WidgetTree.button("taps 0", in: bar.cast()))
            session.flushUpdates()
            XCTAssertEqual(HeaderBarProbe.items(bar).end, ["taps 1", "version 0"])
            let frames = ToolbarEvaluations.frame
            let counters = ToolbarEvaluations.counter

            gtk_button_clicked(WidgetTree.button("bump", in: window.widget))
            session.flushUpdates()
            XCTAssertEqual(HeaderBarProbe.items(bar).end, ["taps 1", "version 1"], "the item kept its state")
            XCTAssertEqual(ToolbarEvaluations.frame, frames, "the view around the declaring one was not evaluated")
            XCTAssertEqual(ToolbarEvaluations.counter, counters, "an item with the same inputs was not evaluated")
        }
    }
}
