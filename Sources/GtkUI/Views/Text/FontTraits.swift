/// What `.fontWeight`, `.bold`, `.italic` and `.monospaced` add on top of a font, from the
/// environment or from a ``Text``'s own modifiers; nil leaves the font's own choice.
struct FontTraits: Hashable, Sendable {
    var weight: Font.Weight?
    var isItalic: Bool?
    var isMonospaced: Bool?

    /// `font` with these traits applied.
    func applied(to font: Font) -> Font {
        var font = font
        if let weight { font.weight = weight }
        if let isItalic { font.isItalic = isItalic }
        if let isMonospaced {
            if isMonospaced {
                font = font.monospaced()
            } else if font.design == .monospaced {
                font.design = nil
            }
        }
        return font
    }

    var isEmpty: Bool { weight == nil && isItalic == nil && isMonospaced == nil }
}
