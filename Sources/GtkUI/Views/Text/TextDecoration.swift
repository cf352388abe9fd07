extension Text {
    /// This text struck through when `isActive`, in `color` when given.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        decorated(isActive, attributes: ["strikethrough=\"true\""] + Self.colorAttribute("strikethrough_color", color))
    }

    /// This text underlined when `isActive`, in `color` when given.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        decorated(isActive, attributes: ["underline=\"single\""] + Self.colorAttribute("underline_color", color))
    }

    /// This text in a markup span with `attributes`; the text's own font stays on the span.
    private func decorated(_ isActive: Bool, attributes: [String]) -> Text {
        guard isActive else { return self }
        return Text(markup: "<span \(attributes.joined(separator: " "))>\(markupRun)</span>")
    }

    /// A span attribute for a fixed colour (a theme colour gives its fallback), or none.
    private static func colorAttribute(_ name: String, _ color: Color?) -> [String] {
        guard let color else { return [] }
        let rgba = color.fallbackRGBA
        let hex = [rgba.red, rgba.green, rgba.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }
        return ["\(name)=\"#\(hex.joined())\""]
    }
}
