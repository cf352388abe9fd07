import GtkUI
import XCTest

/// Markdown in text literals is styled, as in SwiftUI; verbatim text and strings stay plain.
final class MarkdownTextTests: GtkTestCase {
    @MainActor
    private static func label(of view: some View) -> (markup: Bool, label: String) {
        let host = HostingWidget(rootView: view)
        guard let widget = WidgetTree.first(gtk_label_get_type(), in: host.widget) else { return (false, "") }
        let label: UnsafeMutablePointer<GtkLabel> = widget.cast()
        return (gtk_label_get_use_markup(label) != 0, String(cString: gtk_label_get_label(label)))
    }

    func testALiteralsMarkdownIsStyled() {
        onGtkThread {
            let shown = Self.label(of: Text("**Bold**, *italic*, `a<b` and [a link](https://example.com)"))
            XCTAssertTrue(shown.markup)
            XCTAssertEqual(
                shown.label,
                "<b>Bold</b>, <i>italic</i>, <tt>a&lt;b</tt> and <a href=\"https://example.com\">a link</a>")
            XCTAssertEqual(Self.label(of: Text("~~gone~~ and __strong__")).label, "<s>gone</s> and <b>strong</b>")
        }
    }

    func testVerbatimStringsAndInterpolatedValuesStayPlain() {
        onGtkThread {
            let text = "**not bold**"
            XCTAssertEqual(Self.label(of: Text(verbatim: "**not bold**")).label, "**not bold**")
            XCTAssertFalse(Self.label(of: Text(text)).markup)
            XCTAssertEqual(Self.label(of: Text("plain <text> & more")).label, "plain <text> & more")
            XCTAssertFalse(Self.label(of: Text("plain <text> & more")).markup, "no Markdown, no markup")
            let mixed = Self.label(of: Text("*Hello* \(text)"))
            XCTAssertEqual(mixed.label, "<i>Hello</i> **not bold**", "a value's asterisks show")
            XCTAssertEqual(Self.label(of: Text("2 * 3 * 4")).label, "2 * 3 * 4", "lone delimiters stay")
            XCTAssertEqual(
                Self.label(of: Text("a_snake_case_name")).label, "a_snake_case_name", "no emphasis inside words")
        }
    }

    func testALinkOpensThroughOpenURLForLinksSchemesOnly() {
        onGtkThread {
            var seen: [URL] = []
            let action = OpenURLAction { url in
                seen.append(url)
                return .handled
            }
            let host = HostingWidget(rootView: Text("[site](https://example.com)").environment(\.openURL, action))
            let label = WidgetTree.first(gtk_label_get_type(), in: host.widget)!
            "https://example.com".withCString { uri in
                _ = SignalEmitter.emit(label, "activate-link", UnsafeMutableRawPointer(mutating: uri))
            }
            XCTAssertEqual(seen, [URL(string: "https://example.com")!])
            let messages = LogCapture.capture(domain: "GtkUI") {
                "file:///etc/passwd".withCString { uri in
                    _ = SignalEmitter.emit(label, "activate-link", UnsafeMutableRawPointer(mutating: uri))
                }
            }
            XCTAssertEqual(seen.count, 1, "a file address is refused")
            XCTAssertEqual(messages.count, 1)
        }
    }
}
