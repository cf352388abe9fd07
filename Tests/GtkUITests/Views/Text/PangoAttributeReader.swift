import GtkUI

/// Reads a Pango attribute list back as readable words: "scale 1.8", "weight 700", "italic",
/// "size 20px", "family Monospace".
@MainActor
enum PangoAttributeReader {
    static func describe(_ list: OpaquePointer?) -> [String] {
        guard let list else { return [] }
        let attributes = pango_attr_list_get_attributes(list)
        defer {
            g_slist_free_full(attributes) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) }
        }
        var words: [String] = []
        var item = attributes
        while let node = item {
            if let raw = node.pointee.data { words.append(describe(raw)) }
            item = node.pointee.next
        }
        return words.sorted()
    }

    /// The attributes of the label's text.
    static func describe(label: UnsafeMutablePointer<GtkWidget>) -> [String] {
        describe(gtk_label_get_attributes(label.cast()))
    }

    private static func describe(_ raw: UnsafeMutableRawPointer) -> String {
        let attribute = raw.assumingMemoryBound(to: PangoAttribute.self)
        switch attribute.pointee.klass.pointee.type {
        case PANGO_ATTR_SCALE:
            return "scale \(raw.assumingMemoryBound(to: PangoAttrFloat.self).pointee.value)"
        case PANGO_ATTR_WEIGHT:
            return "weight \(raw.assumingMemoryBound(to: PangoAttrInt.self).pointee.value)"
        case PANGO_ATTR_STYLE:
            let style = raw.assumingMemoryBound(to: PangoAttrInt.self).pointee.value
            return style == Int32(PANGO_STYLE_ITALIC.rawValue) ? "italic" : "style \(style)"
        case PANGO_ATTR_ABSOLUTE_SIZE, PANGO_ATTR_SIZE:
            let size = raw.assumingMemoryBound(to: PangoAttrSize.self).pointee
            return "size \(Double(size.size) / Double(PANGO_SCALE))" + (size.absolute != 0 ? "px" : "pt")
        case PANGO_ATTR_FAMILY:
            return "family " + String(cString: raw.assumingMemoryBound(to: PangoAttrString.self).pointee.value)
        default:
            return "other \(attribute.pointee.klass.pointee.type.rawValue)"
        }
    }
}
