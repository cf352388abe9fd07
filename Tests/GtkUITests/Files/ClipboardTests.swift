import XCTest

@testable import GtkUI

/// What the asynchronous read gave, once it gave something.
@MainActor
private final class Read {
    var done = false
    var text: String?
}

/// Reads the clipboard through the async API, running the main loop until it answers.
@MainActor
private func readClipboard(_ clipboard: Clipboard) -> Read {
    let read = Read()
    Task { @MainActor in
        read.text = await clipboard.string()
        read.done = true
    }
    XCTAssertTrue(TestLoop.run(until: { read.done }), "the clipboard answered")
    return read
}

final class ClipboardTests: GtkTestCase {
    func testTextRoundTripsThroughTheClipboard() {
        onGtkThread {
            Clipboard.general.setString("Grüße, clipboard")
            XCTAssertEqual(readClipboard(.general).text, "Grüße, clipboard")
            Clipboard.general.setString("second")
            XCTAssertEqual(readClipboard(.general).text, "second", "a new string replaces the old")
        }
    }

    /// The text GTK itself holds, set by another part of the program, is what the API reads; and
    /// what the API sets is what GTK serves.
    func testTheAPIIsGtksClipboard() {
        onGtkThread {
            let gtkClipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
            gtk_clipboard_set_text(gtkClipboard, "from GTK", -1)
            XCTAssertEqual(readClipboard(.general).text, "from GTK")
            Clipboard.general.setString("from GtkUI")
            // Read with GTK's own call; `served` outlives the request, which the loop below waits for.
            let served = Read()
            gtk_clipboard_request_text(
                gtkClipboard,
                { _, text, data in
                    guard let data else { return }
                    let read = Unmanaged<Read>.fromOpaque(data).takeUnretainedValue()
                    MainActor.assumeIsolated {
                        read.text = text.map { String(cString: $0) }
                        read.done = true
                    }
                }, Unmanaged.passUnretained(served).toOpaque())
            XCTAssertTrue(TestLoop.run(until: { served.done }))
            XCTAssertEqual(served.text, "from GtkUI")
            // The primary selection is a clipboard of its own.
            Clipboard.selection.setString("selected")
            XCTAssertEqual(readClipboard(.general).text, "from GtkUI")
            XCTAssertEqual(readClipboard(.selection).text, "selected")
        }
    }

    func testAnEmptyClipboardReadsAsNil() {
        onGtkThread {
            Clipboard.general.setString("to be cleared")
            gtk_clipboard_clear(gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)))
            let read = readClipboard(.general)
            XCTAssertTrue(read.done)
            XCTAssertNil(read.text)
        }
    }
}
