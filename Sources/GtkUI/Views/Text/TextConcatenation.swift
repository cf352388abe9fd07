extension Text {
    /// One text made of two, each keeping its own font, weight, italics and monospacing:
    /// `Text("Total: ") + Text("3").bold()`. Modifiers on the result apply to all of it.
    ///
    /// The parts are joined as Pango markup in which plain text is escaped, so a part's
    /// characters are never read as markup.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(markup: lhs.markupRun + rhs.markupRun)
    }

    /// This text as markup: escaped when plain, in a span carrying its own font when it has one.
    var markupRun: String {
        var markup = isMarkup ? content : Self.escaped(content)
        guard font != nil || !traits.isEmpty else { return markup }
        let attributes = Self.spanAttributes(of: traits.applied(to: font ?? .body))
        if !attributes.isEmpty { markup = "<span \(attributes)>\(markup)</span>" }
        return markup
    }

    private static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Pango span attributes matching what ``FontAttributes`` sets for `font` on a whole label.
    private static func spanAttributes(of font: Font) -> String {
        var attributes: [String] = []
        switch font.size {
        case .relative(let scale):
            if scale != 1 {
                attributes.append("size=\"\(ClampedLength.pixels(scale * 100, "font scale", minimum: 0))%\"")
            }
        case .absolute(let pixels):
            attributes.append("font=\"\(pixels)px\"")
        }
        if let weight = font.weight, weight != .regular { attributes.append("weight=\"\(weight.value)\"") }
        if font.isItalic { attributes.append("style=\"italic\"") }
        if let family = font.family ?? font.design?.family {
            attributes.append("face=\"\(escaped(family))\"")
        }
        return attributes.joined(separator: " ")
    }
}
