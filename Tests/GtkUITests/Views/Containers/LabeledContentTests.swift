import Foundation
import GtkUI
import XCTest

/// The label in `window` that shows `text`.
@MainActor
private func label(_ text: String, in window: DrawnWindow) -> UnsafeMutablePointer<GtkWidget>? {
    WidgetTree.all(gtk_label_get_type(), in: window.window).first {
        String(cString: gtk_label_get_text($0.cast())) == text
    }
}

/// `widget`'s left and right edges in `window`'s coordinates.
@MainActor
private func edges(of widget: UnsafeMutablePointer<GtkWidget>, in window: DrawnWindow) -> (start: Int32, end: Int32) {
    var x: Int32 = 0
    var y: Int32 = 0
    gtk_widget_translate_coordinates(widget, window.window, 0, 0, &x, &y)
    return (x, x + gtk_widget_get_allocated_width(widget))
}

/// The alpha of the text colour GTK's CSS gives `widget`.
@MainActor
private func textAlpha(of widget: UnsafeMutablePointer<GtkWidget>) -> Double {
    var color = GdkRGBA()
    let style = gtk_widget_get_style_context(widget)
    gtk_style_context_get_color(style, gtk_style_context_get_state(style), &color)
    return color.alpha
}

final class LabeledContentTests: GtkTestCase {
    func testInAFormTheTitleIsAtTheStartAndTheValueAtTheEnd() throws {
        try onGtkThread {
            let window = DrawnWindow(
                Form {
                    Section {
                        LabeledContent("Size", value: "2 KB")
                    }
                }, width: 400, height: 200)
            defer { window.close() }
            let title = try XCTUnwrap(label("Size", in: window))
            let value = try XCTUnwrap(label("2 KB", in: window))
            let titleEdges = edges(of: title, in: window)
            let valueEdges = edges(of: value, in: window)
            // The form has 12 px margins and the row 12 px padding: both ends are 24 px in.
            XCTAssertEqual(titleEdges.start, 25, accuracy: 2, "the title starts the row")
            XCTAssertEqual(valueEdges.end, 400 - 25, accuracy: 2, "the value ends the row")
            XCTAssertEqual(textAlpha(of: title), 1, accuracy: 0.01)
            XCTAssertLessThan(textAlpha(of: value), 0.7, "the value is dimmed")
        }
    }

    func testOutsideAFormTheValueFollowsTheTitle() throws {
        try onGtkThread {
            let window = DrawnWindow(
                HStack {
                    LabeledContent("Name") { Text("Ada") }
                    Spacer()
                }, width: 400, height: 60)
            defer { window.close() }
            let title = try XCTUnwrap(label("Name", in: window))
            let value = try XCTUnwrap(label("Ada", in: window))
            XCTAssertEqual(edges(of: value, in: window).start - edges(of: title, in: window).end, 8)
            XCTAssertLessThan(textAlpha(of: value), 0.7, "the value is dimmed")
        }
    }

    func testAFormattedValueAndHiddenLabels() {
        onGtkThread {
            let window = DrawnWindow(
                VStack {
                    LabeledContent("Share", value: 0.25, format: .percent)
                    LabeledContent("Hidden", value: "shown").labelsHidden()
                }, width: 300, height: 100)
            defer { window.close() }
            XCTAssertEqual(WidgetTree.labels(in: window.window), ["Share", "25%", "shown"])
        }
    }

    func testTheValueFollowsUpdates() {
        onGtkThread {
            let window = DrawnWindow(LabeledContent("Count", value: "1"))
            defer { window.close() }
            window.host.rootView = AnyView(LabeledContent("Count", value: "2"))
            window.settle()
            XCTAssertEqual(WidgetTree.labels(in: window.window), ["Count", "2"])
        }
    }
}
