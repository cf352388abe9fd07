import GtkUI
import XCTest

/// The first label in `view`, mounted in a host kept alive by the caller.
@MainActor
private func label(in host: HostingWidget<some View>) -> UnsafeMutablePointer<GtkLabel> {
    WidgetTree.first(gtk_label_get_type(), in: host.widget)!.cast()
}

private struct LimitedView: View {
    @State var limit: Int? = 1
    static var setLimit: ((Int?) -> Void)?
    var body: some View {
        Text("A long text").lineLimit(limit).onAppear { LimitedView.setLimit = { limit = $0 } }
    }
}

private struct CountingView: View {
    @State var count = 0
    static var raise: (() -> Void)?
    var body: some View {
        Text("count \(count)").onAppear { CountingView.raise = { count += 1 } }
    }
}

final class TextLayoutTests: GtkTestCase {
    func testAChangedTextKeepsItsStyleWithoutSettingItAgain() {
        onGtkThread {
            let host = HostingWidget(rootView: VStack { CountingView() }.font(.title).lineLimit(2))
            let counted = label(in: host)
            let attributes = gtk_label_get_attributes(counted)
            var notifications = 0
            let connection = Signals.connect(counted, "notify") { _ in notifications += 1 }
            defer { connection.disconnect() }
            CountingView.raise?()
            host.flushUpdates()
            XCTAssertEqual(String(cString: gtk_label_get_text(counted)), "count 1")
            XCTAssertEqual(gtk_label_get_attributes(counted), attributes, "the same attribute list")
            XCTAssertEqual(notifications, 1, "only the text changed (its label property)")
        }
    }

    func testPlainTextKeepsGtkDefaultsButIsCutAtTheTail() {
        onGtkThread {
            let host = HostingWidget(rootView: Text("plain"))
            let plain = label(in: host)
            XCTAssertEqual(gtk_label_get_ellipsize(plain), PANGO_ELLIPSIZE_END, "cut when short of space")
            XCTAssertEqual(gtk_label_get_line_wrap(plain), 0)
            XCTAssertEqual(gtk_label_get_lines(plain), -1)
            XCTAssertEqual(gtk_label_get_selectable(plain), 0)
            XCTAssertEqual(gtk_label_get_justify(plain), GTK_JUSTIFY_LEFT)
            XCTAssertEqual(gtk_label_get_xalign(plain), 0.5)
        }
    }

    func testLineLimitOfOneEllipsizesOneLine() {
        onGtkThread {
            let host = HostingWidget(rootView: Text("A long text").lineLimit(1))
            let limited = label(in: host)
            XCTAssertEqual(gtk_label_get_ellipsize(limited), PANGO_ELLIPSIZE_END)
            XCTAssertEqual(gtk_label_get_line_wrap(limited), 0)
            XCTAssertEqual(gtk_label_get_lines(limited), 1)
        }
    }

    func testLineLimitWrapsAndCutsWithTheTruncationMode() {
        onGtkThread {
            let host = HostingWidget(rootView: VStack { Text("A long text") }.lineLimit(3).truncationMode(.middle))
            let limited = label(in: host)
            XCTAssertEqual(gtk_label_get_line_wrap(limited), 1)
            XCTAssertEqual(gtk_label_get_lines(limited), 3)
            XCTAssertEqual(gtk_label_get_ellipsize(limited), PANGO_ELLIPSIZE_MIDDLE)
            XCTAssertEqual(gtk_label_get_xalign(limited), 0, "wrapped lines sit on their leading side")
        }
    }

    func testTruncationModeAloneEllipsizes() {
        onGtkThread {
            let host = HostingWidget(rootView: Text("A long text").truncationMode(.head))
            XCTAssertEqual(gtk_label_get_ellipsize(label(in: host)), PANGO_ELLIPSIZE_START)
        }
    }

    func testLineLimitChangesAndIsRemoved() {
        onGtkThread {
            let host = HostingWidget(rootView: LimitedView())
            let limited = label(in: host)
            XCTAssertEqual(gtk_label_get_lines(limited), 1)
            LimitedView.setLimit?(0)
            host.flushUpdates()
            XCTAssertEqual(gtk_label_get_lines(limited), 1, "a limit below 1 counts as 1")
            LimitedView.setLimit?(nil)
            host.flushUpdates()
            XCTAssertEqual(gtk_label_get_lines(limited), -1)
            XCTAssertEqual(gtk_label_get_ellipsize(limited), PANGO_ELLIPSIZE_END)
            XCTAssertEqual(gtk_label_get_line_wrap(limited), 0)
        }
    }

    func testMultilineAlignmentJustifiesLines() {
        onGtkThread {
            let center = HostingWidget(rootView: Text("a\nb").multilineTextAlignment(.center))
            XCTAssertEqual(gtk_label_get_justify(label(in: center)), GTK_JUSTIFY_CENTER)
            let trailing = HostingWidget(rootView: Text("a\nb").multilineTextAlignment(.trailing))
            XCTAssertEqual(gtk_label_get_justify(label(in: trailing)), GTK_JUSTIFY_RIGHT)
        }
    }

    func testTextSelectionMakesLabelsSelectable() {
        onGtkThread {
            let host = HostingWidget(rootView: VStack { Text("copy me") }.textSelection(.enabled))
            XCTAssertEqual(gtk_label_get_selectable(label(in: host)), 1)
            let inner = HostingWidget(
                rootView: VStack { Text("not me").textSelection(.disabled) }.textSelection(.enabled))
            XCTAssertEqual(gtk_label_get_selectable(label(in: inner)), 0, "the innermost setting wins")
        }
    }

    func testTextIsNamedByItsContentForScreenReaders() {
        onGtkThread {
            let host = HostingWidget(rootView: Text("Hello"))
            let accessible = gtk_widget_get_accessible(label(in: host).cast())
            XCTAssertEqual(atk_object_get_name(accessible).map { String(cString: $0) }, "Hello")
        }
    }
}
