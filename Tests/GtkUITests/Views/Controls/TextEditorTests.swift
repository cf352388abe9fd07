import GtkUI
import XCTest

/// The cursor's character offset in `buffer`.
@MainActor
private func cursorOffset(_ buffer: UnsafeMutablePointer<GtkTextBuffer>) -> Int32 {
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
    return gtk_text_iter_get_offset(&iter)
}

/// Puts the cursor at character `offset`.
@MainActor
private func placeCursor(_ buffer: UnsafeMutablePointer<GtkTextBuffer>, at offset: Int32) {
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_offset(buffer, &iter, offset)
    gtk_text_buffer_place_cursor(buffer, &iter)
}

final class TextEditorTests: GtkTestCase {
    func testScrolledTextViewFlexibleBothWays() {
        onGtkThread {
            let host = HostingWidget(rootView: TextEditor(text: .constant("Notes")))
            let scrolled: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_scrolled_window_get_type(), in: host)
            XCTAssertEqual(gtk_widget_get_hexpand(scrolled), 1)
            XCTAssertEqual(gtk_widget_get_vexpand(scrolled), 1)
            let view: UnsafeMutablePointer<GtkTextView> = firstWidget(gtk_text_view_get_type(), in: host)
            var start = GtkTextIter()
            var end = GtkTextIter()
            let buffer = gtk_text_view_get_buffer(view)!
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let chars = gtk_text_buffer_get_text(buffer, &start, &end, 1)!
            defer { g_free(chars) }
            XCTAssertEqual(String(cString: chars), "Notes")
        }
    }

    func testTwoWayWithoutEchoAndTheCursorKept() {
        onGtkThread {
            let probe = ControlProbe<String>()
            let host = HostingWidget(rootView: ProbeHost("log", probe: probe) { TextEditor(text: $0) })
            let view: UnsafeMutablePointer<GtkTextView> = firstWidget(gtk_text_view_get_type(), in: host)
            let buffer = gtk_text_view_get_buffer(view)!

            placeCursor(buffer, at: 1)
            gtk_text_buffer_insert_at_cursor(buffer, "X", -1)
            host.flushUpdates()
            XCTAssertEqual(probe.writes, ["lXog"], "one user edit writes once")
            XCTAssertEqual(cursorOffset(buffer), 2)

            probe.state?.wrappedValue = "lXog"
            host.flushUpdates()
            XCTAssertEqual(cursorOffset(buffer), 2, "setting the same text keeps the cursor")

            probe.state?.wrappedValue = "lXog\nmore lines"
            host.flushUpdates()
            XCTAssertEqual(cursorOffset(buffer), 2, "appending from code keeps the cursor")

            probe.state?.wrappedValue = "other"
            host.flushUpdates()
            XCTAssertEqual(cursorOffset(buffer), 2, "replacing from code keeps the cursor's offset")
            XCTAssertEqual(probe.writes, ["lXog"], "programmatic sets are not echoed")
        }
    }

    func testDisabled() {
        onGtkThread {
            let host = HostingWidget(rootView: TextEditor(text: .constant("")).disabled(true))
            let view: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_text_view_get_type(), in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(view), 0)
        }
    }
}
