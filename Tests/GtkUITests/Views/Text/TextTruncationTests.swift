import GtkUI
import XCTest

/// The labels in `window` with their text, allocated width, natural width and whether Pango
/// cut them.
@MainActor
private func labels(in window: UnsafeMutablePointer<GtkWidget>) -> [String: (
    width: Int32, natural: Int32, cut: Bool
)] {
    var result: [String: (Int32, Int32, Bool)] = [:]
    for label in WidgetTree.all(gtk_label_get_type(), in: window) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_width(label, &minimum, &natural)
        let cut = pango_layout_is_ellipsized(gtk_label_get_layout(label.cast())) != 0
        result[String(cString: gtk_label_get_text(label.cast()))] = (
            gtk_widget_get_allocated_width(label), natural, cut
        )
    }
    return result
}

/// Text in a row that is short of space is cut at the tail with an ellipsis, as SwiftUI
/// truncates; `.fixedSize()` keeps it whole.
final class TextTruncationTests: GtkTestCase {
    func testTheLongTextOfANarrowRowIsCutAndTheWindowCanBeThatNarrow() throws {
        try onGtkThread {
            let mounted = DrawnWindow(
                HStack {
                    Text("Short")
                    Text("A rather long piece of text that cannot fit")
                }, width: 150, height: 40)
            defer { mounted.close() }
            let shown = labels(in: mounted.window)
            let long = try XCTUnwrap(shown["A rather long piece of text that cannot fit"])
            let short = try XCTUnwrap(shown["Short"])
            XCTAssertTrue(long.cut, "the long text ends in an ellipsis")
            XCTAssertLessThan(long.width, long.natural)
            XCTAssertFalse(short.cut, "the short text is whole")
            XCTAssertEqual(gtk_widget_get_allocated_width(mounted.host.widget), 150, "the row fits the window")
        }
    }

    func testFixedSizeKeepsTheTextWhole() throws {
        try onGtkThread {
            let text = "A rather long piece of text that must stay whole"
            let mounted = DrawnWindow(
                HStack {
                    Text("Short")
                    Text(text).fixedSize()
                }
                .frame(width: 150), width: 500, height: 40)
            defer { mounted.close() }
            let kept = try XCTUnwrap(labels(in: mounted.window)[text])
            XCTAssertFalse(kept.cut)
            XCTAssertEqual(kept.width, kept.natural)
        }
    }
}
