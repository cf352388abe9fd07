import CGtkShim
import Foundation
import XCTest

@testable import GtkUI

/// What the views saw.
@MainActor
private final class Drops {
    var strings: [[String]] = []
    var urls: [[URL]] = []
    var locations: [CGPoint] = []
    var targeted: [Bool] = []
    var payloadsMade = 0
    var accept = true
}

/// A type GtkUI does not know how to transfer.
private struct Sticker: Transferable {}

/// The event box around the label `text`.
@MainActor
private func box(around text: String, in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    WidgetTree.all(gtk_event_box_get_type(), in: root).first { WidgetTree.labels(in: $0) == [text] }
}

/// Selection data for `target`, as GTK passes to the drag signals.
@MainActor
private func selectionData(_ target: String) -> OpaquePointer {
    gtkui_selection_data_new(gdk_atom_intern(target, 0))
}

/// Emits "drag-data-get" as GTK does when a destination asks for the data: the handler fills
/// `data` itself (SignalEmitter would hand it a copy).
@MainActor
private func askForData(_ data: OpaquePointer, info: guint, from widget: UnsafeMutablePointer<GtkWidget>) {
    let signalID = g_signal_lookup("drag-data-get", gtk_widget_get_type())
    var values = [GValue](repeating: GValue(), count: 5)
    g_value_init(&values[0], gtk_widget_get_type())
    g_value_set_object(&values[0], widget)
    g_value_init(&values[1], gdk_drag_context_get_type())
    g_value_init(&values[2], gtk_selection_data_get_type())
    g_value_set_static_boxed(&values[2], UnsafeRawPointer(data))
    g_value_init(&values[3], gtkui_type_uint())
    g_value_set_uint(&values[3], info)
    g_value_init(&values[4], gtkui_type_uint())
    values.withUnsafeBufferPointer { g_signal_emitv($0.baseAddress, signalID, 0, nil) }
    for index in values.indices { g_value_unset(&values[index]) }
}

/// Emits "drag-data-received" as GTK does when a drop's data arrives, without a drag context.
@MainActor
private func drop(_ data: OpaquePointer, info: guint, on widget: UnsafeMutablePointer<GtkWidget>, x: Int, y: Int) {
    SignalEmitter.emit(
        widget, "drag-data-received", nil, UnsafeMutableRawPointer(bitPattern: x),
        UnsafeMutableRawPointer(bitPattern: y), UnsafeMutableRawPointer(data),
        UnsafeMutableRawPointer(bitPattern: Int(info)), nil)
}

/// A destination for text and one for a type GtkUI cannot transfer.
private struct RefusingScreen: View {
    let drops: Drops

    var body: some View {
        VStack {
            Text("text drop").dropDestination(for: String.self) { items, _ in
                drops.strings.append(items)
                return true
            }
            Text("sticker drop").dropDestination(for: Sticker.self) { _, _ in
                drops.payloadsMade += 1
                return true
            }
        }
    }
}

final class DragAndDropTests: GtkTestCase {
    func testDraggableServesTextAndURIListsWhenADestinationAsks() {
        onGtkThread {
            let drops = Drops()
            let file = URL(fileURLWithPath: "/tmp/a note.txt")
            let window = HostingWindow(
                rootView: VStack {
                    Text("text").draggable(
                        { () -> String in
                            drops.payloadsMade += 1
                            return "hello"
                        }())
                    Text("file").draggable(file)
                })
            window.present()
            defer { window.close() }
            guard let textBox = box(around: "text", in: window.widget),
                let fileBox = box(around: "file", in: window.widget)
            else { return XCTFail("no drag sources") }
            XCTAssertEqual(drops.payloadsMade, 0, "the payload is made when asked for")
            let textTargets = gtk_drag_source_get_target_list(textBox)
            XCTAssertEqual(gtk_target_list_find(textTargets, gdk_atom_intern("UTF8_STRING", 0), nil), 1)
            XCTAssertEqual(gtk_target_list_find(textTargets, gdk_atom_intern("text/uri-list", 0), nil), 0)
            let fileTargets = gtk_drag_source_get_target_list(fileBox)
            XCTAssertEqual(gtk_target_list_find(fileTargets, gdk_atom_intern("text/uri-list", 0), nil), 1)

            let text = selectionData("UTF8_STRING")
            defer { gtk_selection_data_free(text) }
            askForData(text, info: TransferTargets.textInfo, from: textBox)
            XCTAssertEqual(gtk_selection_data_get_text(text).map { String(cString: $0) }, "hello")
            XCTAssertEqual(drops.payloadsMade, 1)

            let uris = selectionData("text/uri-list")
            defer { gtk_selection_data_free(uris) }
            askForData(uris, info: TransferTargets.uriInfo, from: fileBox)
            let list = gtk_selection_data_get_uris(uris)
            defer { g_strfreev(list) }
            XCTAssertEqual(list?[0].map { String(cString: $0) }, "file:///tmp/a%20note.txt")
        }
    }

    func testDropDestinationTakesTextAndAFileManagersFiles() {
        onGtkThread {
            let drops = Drops()
            let window = HostingWindow(
                rootView: VStack {
                    Text("text drop").dropDestination(for: String.self) { items, location in
                        drops.strings.append(items)
                        drops.locations.append(location)
                        return drops.accept
                    }
                    Text("file drop").dropDestination(for: URL.self) { items, _ in
                        drops.urls.append(items)
                        return true
                    }
                })
            window.present()
            defer { window.close() }
            guard let textBox = box(around: "text drop", in: window.widget),
                let fileBox = box(around: "file drop", in: window.widget)
            else { return XCTFail("no drop destinations") }

            let text = selectionData("UTF8_STRING")
            defer { gtk_selection_data_free(text) }
            gtk_selection_data_set_text(text, "dropped text", -1)
            drop(text, info: TransferTargets.textInfo, on: textBox, x: 5, y: 7)
            XCTAssertEqual(drops.strings, [["dropped text"]])
            XCTAssertEqual(drops.locations, [CGPoint(x: 5, y: 7)])

            // What a file manager sends: a uri-list.
            let uris = selectionData("text/uri-list")
            defer { gtk_selection_data_free(uris) }
            "file:///home/me/a.txt".withCString { first in
                "file:///home/me/b%20c.png".withCString { second in
                    var list: [UnsafeMutablePointer<gchar>?] = [
                        UnsafeMutablePointer(mutating: first), UnsafeMutablePointer(mutating: second), nil,
                    ]
                    XCTAssertEqual(gtk_selection_data_set_uris(uris, &list), 1)
                }
            }
            drop(uris, info: TransferTargets.uriInfo, on: fileBox, x: 1, y: 1)
            XCTAssertEqual(drops.urls.first?.map(\.path), ["/home/me/a.txt", "/home/me/b c.png"])
            XCTAssertEqual(drops.urls.first?.allSatisfy(\.isFileURL), true)

            // Text that is a path, dropped where URLs are wanted.
            let path = selectionData("UTF8_STRING")
            defer { gtk_selection_data_free(path) }
            gtk_selection_data_set_text(path, "/srv/data.json\n", -1)
            drop(path, info: TransferTargets.textInfo, on: fileBox, x: 1, y: 1)
            XCTAssertEqual(drops.urls.last?.map(\.path), ["/srv/data.json"])
        }
    }

    /// The bad input: a drop of an unsupported type is refused, with no crash.
    func testDropsOfOtherTypesAreRefusedWithoutCallingTheAction() {
        onGtkThread {
            let drops = Drops()
            var window: HostingWindow<RefusingScreen>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                window = HostingWindow(rootView: RefusingScreen(drops: drops))
                window?.present()
            }
            defer { window?.close() }
            XCTAssertEqual(messages.filter { $0.contains("Sticker") }.count, 1, "one warning for the type")
            guard let root = window?.widget, let textBox = box(around: "text drop", in: root),
                let stickerBox = box(around: "sticker drop", in: root)
            else { return XCTFail("no drop destinations") }
            XCTAssertNil(gtk_drag_dest_get_target_list(stickerBox), "no target accepted")

            let image = selectionData("image/png")
            defer { gtk_selection_data_free(image) }
            gtk_selection_data_set(image, gdk_atom_intern("image/png", 0), 8, [0x89, 0x50], 2)
            drop(image, info: 0, on: textBox, x: 0, y: 0)
            let failed = selectionData("UTF8_STRING")
            defer { gtk_selection_data_free(failed) }
            drop(failed, info: TransferTargets.textInfo, on: textBox, x: 0, y: 0)
            drop(failed, info: TransferTargets.textInfo, on: stickerBox, x: 0, y: 0)
            XCTAssertTrue(drops.strings.isEmpty, "nothing taken")
            XCTAssertEqual(drops.payloadsMade, 0)
        }
    }

    func testIsTargetedFollowsADragOverTheView() {
        onGtkThread {
            let drops = Drops()
            let window = HostingWindow(
                rootView: Text("target").dropDestination(
                    for: String.self, action: { _, _ in true }, isTargeted: { drops.targeted.append($0) }))
            window.present()
            defer { window.close() }
            guard let target = box(around: "target", in: window.widget) else { return XCTFail("no destination") }
            let point = UnsafeMutableRawPointer(bitPattern: 3)
            SignalEmitter.emit(target, "drag-motion", nil, point, point, nil)
            SignalEmitter.emit(target, "drag-motion", nil, point, point, nil)
            XCTAssertEqual(drops.targeted, [true], "once per entry")
            SignalEmitter.emit(target, "drag-leave", nil, nil)
            XCTAssertEqual(drops.targeted, [true, false])
        }
    }
}
