/// A text style for ``Text``, applied as Pango attributes (never as markup).
public struct Font: Equatable, Sendable {
    /// Size relative to the theme's font.
    let scale: Double
    /// Pango weight (400 normal, 700 bold).
    let weight: Int32

    /// A large title.
    public static let largeTitle = Font(scale: 1.8, weight: 700)
    /// A title.
    public static let title = Font(scale: 1.44, weight: 700)
    /// A section heading.
    public static let headline = Font(scale: 1.0, weight: 700)
    /// The theme's font.
    public static let body = Font(scale: 1.0, weight: 400)
    /// Small print.
    public static let caption = Font(scale: 0.83, weight: 400)

    /// The same style in bold.
    public func bold() -> Font { Font(scale: scale, weight: 700) }

    /// The Pango attributes for this style.
    func attributes() -> OpaquePointer {
        let list = pango_attr_list_new()!
        if scale != 1 { pango_attr_list_insert(list, pango_attr_scale_new(scale)) }
        if weight != 400 { pango_attr_list_insert(list, pango_attr_weight_new(PangoWeight(UInt32(weight)))) }
        return list
    }
}

extension Text {
    /// This text in `font`.
    public func font(_ font: Font) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text in bold.
    public func bold() -> Text {
        font((font ?? .body).bold())
    }
}
