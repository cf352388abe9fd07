import GtkUI
import XCTest

private struct Labelled: View {
    let text: Text
    var body: some View { text }
}

final class BadInputTests: GtkTestCase {
    func testPlainTextIsNeverMarkup() {
        onGtkThread {
            let host = HostingWidget(rootView: Text("<b>not bold</b> & <oops"))
            let label = WidgetTree.first(gtk_label_get_type(), in: host.widget)!
            XCTAssertEqual(String(cString: gtk_label_get_text(label.cast())), "<b>not bold</b> & <oops")
            XCTAssertEqual(gtk_label_get_use_markup(label.cast()), 0)
        }
    }

    func testValidMarkupIsRendered() {
        onGtkThread {
            let host = HostingWidget(rootView: Text(markup: "<b>bold</b> text"))
            let label = WidgetTree.first(gtk_label_get_type(), in: host.widget)!
            XCTAssertEqual(String(cString: gtk_label_get_text(label.cast())), "bold text")
            XCTAssertEqual(gtk_label_get_use_markup(label.cast()), 1)
        }
    }

    func testTextWithNulShowsAllOfItAndWarnsOnce() {
        onGtkThread {
            var host: HostingWidget<Labelled>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Labelled(text: Text("before\0after")))
                host?.rootView = Labelled(text: Text("before\0after\0end"))
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("NUL") ?? false)
            let label = WidgetTree.first(gtk_label_get_type(), in: host!.widget)!
            XCTAssertEqual(String(cString: gtk_label_get_text(label.cast())), "before\u{FFFD}after\u{FFFD}end")
        }
    }

    func testMarkupWithNulShowsAllOfIt() {
        onGtkThread {
            let host = HostingWidget(rootView: Text(markup: "<b>bold</b>\0rest"))
            let label = WidgetTree.first(gtk_label_get_type(), in: host.widget)!
            XCTAssertEqual(String(cString: gtk_label_get_text(label.cast())), "bold\u{FFFD}rest")
            XCTAssertEqual(gtk_label_get_use_markup(label.cast()), 1)
        }
    }

    func testInvalidMarkupWarnsOnceAndShowsTheText() {
        onGtkThread {
            var host: HostingWidget<Labelled>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Labelled(text: Text(markup: "<b>unclosed")))
                host?.rootView = Labelled(text: Text(markup: "<b>unclosed"))
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("invalid Pango markup") ?? false)
            let label = WidgetTree.first(gtk_label_get_type(), in: host!.widget)!
            XCTAssertEqual(String(cString: gtk_label_get_text(label.cast())), "<b>unclosed", "nothing is lost")
        }
    }

    func testUnknownIconWarnsAndShowsMissingImage() {
        onGtkThread {
            var host: HostingWidget<Image>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Image(systemName: "no-such-icon-anywhere"))
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("no-such-icon-anywhere") ?? false)
            let image = WidgetTree.first(gtk_image_get_type(), in: host!.widget)!
            var name: UnsafePointer<gchar>?
            gtk_image_get_icon_name(image.cast(), &name, nil)
            XCTAssertEqual(name.map { String(cString: $0) }, "image-missing")
        }
    }

    func testMissingFileWarnsAndShowsMissingImage() {
        onGtkThread {
            var host: HostingWidget<Image>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Image(filePath: "/nonexistent/picture.png"))
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("/nonexistent/picture.png") ?? false)
            XCTAssertNotNil(WidgetTree.first(gtk_image_get_type(), in: host!.widget))
        }
    }
}
