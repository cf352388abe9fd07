import XCTest

@testable import GtkUI

/// `Text + Text` keeps each part's own font, and never reads a part's characters as markup.
final class TextConcatenationTests: GtkTestCase {
    func testPartsKeepTheirFontsAndPlainTextStaysPlain() {
        onGtkThread {
            let text = Text("Total <b>: ") + Text("3").bold() + Text(" items").italic().font(.caption)
            let host = HostingWidget(rootView: text)
            let label: UnsafeMutablePointer<GtkLabel> = firstWidget(gtk_label_get_type(), in: host)
            XCTAssertEqual(gtk_label_get_text(label).map { String(cString: $0) }, "Total <b>: 3 items")
            let runs = Self.attributeRanges(of: label)
            XCTAssertEqual(runs[Int32(PANGO_ATTR_WEIGHT.rawValue)], [11..<12])
            XCTAssertEqual(runs[Int32(PANGO_ATTR_STYLE.rawValue)], [12..<18])
            XCTAssertEqual(runs[Int32(PANGO_ATTR_SCALE.rawValue)], [12..<18])
            // GTK may set attributes of its own over the whole text; none of ours covers the first part.
            let firstPart = runs.values.joined().filter { $0.lowerBound < 11 && $0.upperBound <= 11 }
            XCTAssertEqual(firstPart, [], "the first part has no attributes: \(runs)")
        }
    }

    func testMarkupPartsAndPlainPartsJoin() {
        onGtkThread {
            let text = Text(markup: "<i>a</i>") + Text("&b")
            let host = HostingWidget(rootView: text)
            let label: UnsafeMutablePointer<GtkLabel> = firstWidget(gtk_label_get_type(), in: host)
            XCTAssertEqual(gtk_label_get_text(label).map { String(cString: $0) }, "a&b")
            XCTAssertEqual(Self.attributeRanges(of: label)[Int32(PANGO_ATTR_STYLE.rawValue)], [0..<1])
        }
    }

    /// The byte ranges of the label's layout attributes, by attribute type.
    @MainActor private static func attributeRanges(of label: UnsafeMutablePointer<GtkLabel>) -> [Int32: [Range<UInt32>]]
    {
        guard let list = pango_layout_get_attributes(gtk_label_get_layout(label)) else { return [:] }
        let attributes = pango_attr_list_get_attributes(list)
        defer {
            g_slist_free_full(attributes) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) }
        }
        var ranges: [Int32: [Range<UInt32>]] = [:]
        var item = attributes
        while let node = item {
            if let attribute = node.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) {
                let type = Int32(attribute.pointee.klass.pointee.type.rawValue)
                ranges[type, default: []].append(attribute.pointee.start_index..<attribute.pointee.end_index)
            }
            item = node.pointee.next
        }
        return ranges
    }
}
