/// A text style, applied as Pango attributes (in a ``Text`` joined with `+`, as the same
/// attributes on a markup span).
///
/// Text styles are relative to the theme's font, so they follow the user's font settings:
/// `body` is the theme's font, `largeTitle` 1.8 times as large and extra bold, as in GNOME's
/// `title-1` style. `system(size:)` is an absolute size in logical pixels, as SwiftUI's points are.
public struct Font: Hashable, Sendable {
    /// How large the text is.
    enum Size: Hashable, Sendable {
        /// A multiple of the theme's font size.
        case relative(Double)
        /// Logical pixels.
        case absolute(Double)
    }

    var size: Size
    var weight: Weight?
    var design: Design?
    var isItalic = false
    /// A font family by name, from `custom(_:size:)`.
    var family: String?

    init(size: Size, weight: Weight? = nil, design: Design? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
    }

    /// A large title.
    public static let largeTitle = Font(size: .relative(1.8), weight: .heavy)
    /// A title.
    public static let title = Font(size: .relative(1.36), weight: .heavy)
    /// A second-level title.
    public static let title2 = Font(size: .relative(1.2), weight: .bold)
    /// A third-level title.
    public static let title3 = Font(size: .relative(1.1), weight: .bold)
    /// A section heading: the theme's font in bold.
    public static let headline = Font(size: .relative(1), weight: .bold)
    /// A subheading, a little smaller than the body.
    public static let subheadline = Font(size: .relative(0.9))
    /// The theme's font.
    public static let body = Font(size: .relative(1))
    /// A callout, a little smaller than the body.
    public static let callout = Font(size: .relative(0.95))
    /// A footnote.
    public static let footnote = Font(size: .relative(0.85))
    /// Small print.
    public static let caption = Font(size: .relative(0.82))
    /// The smallest print.
    public static let caption2 = Font(size: .relative(0.75))

    /// The system font at `size` logical pixels. A size that is not positive logs one warning and
    /// gives the theme's size.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: checked(size, in: "Font.system(size:)"), weight: weight, design: design)
    }

    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// The font family `name` at `size` logical pixels. A family that is not installed falls back
    /// to a similar one, as fontconfig decides.
    public static func custom(_ name: String, size: Double) -> Font {
        var font = Font(size: checked(size, in: "Font.custom(_:size:)"))
        font.family = name
        return font
    }

    /// `size` in pixels, or the theme's size after a warning when it is not a positive number.
    private static func checked(_ size: Double, in function: String) -> Size {
        guard size > 0, size.isFinite else {
            Diagnostics.warn("GtkUI: \(function) needs a positive size, not \(size); using the theme's size")
            return .relative(1)
        }
        return .absolute(size)
    }

    /// The same font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The same font in italics.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The same font in the monospaced design.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        font.family = nil
        return font
    }

    /// How thick a font's strokes are.
    public struct Weight: Hashable, Sendable {
        /// The Pango (and OpenType) weight, 100 to 900.
        let value: Int32

        /// The thinnest weight.
        public static let ultraLight = Weight(value: 200)
        /// A thin weight.
        public static let thin = Weight(value: 100)
        /// A light weight.
        public static let light = Weight(value: 300)
        /// The normal weight.
        public static let regular = Weight(value: 400)
        /// A medium weight.
        public static let medium = Weight(value: 500)
        /// A semibold weight.
        public static let semibold = Weight(value: 600)
        /// A bold weight.
        public static let bold = Weight(value: 700)
        /// A heavy weight.
        public static let heavy = Weight(value: 800)
        /// The heaviest weight.
        public static let black = Weight(value: 900)
    }

    /// A font's family of designs.
    ///
    /// Where GtkUI differs from SwiftUI: `rounded` has no common Linux counterpart and shows the
    /// theme's font.
    public enum Design: Hashable, Sendable {
        /// The theme's font.
        case `default`
        /// A serif font (fontconfig's "Serif").
        case serif
        /// A rounded font; shown in the theme's font.
        case rounded
        /// A monospaced font (fontconfig's "Monospace").
        case monospaced
    }

    /// The text styles, for `system(_:design:weight:)`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// ``Font/largeTitle``.
        case largeTitle
        /// ``Font/title``.
        case title
        /// ``Font/title2``.
        case title2
        /// ``Font/title3``.
        case title3
        /// ``Font/headline``.
        case headline
        /// ``Font/subheadline``.
        case subheadline
        /// ``Font/body``.
        case body
        /// ``Font/callout``.
        case callout
        /// ``Font/footnote``.
        case footnote
        /// ``Font/caption``.
        case caption
        /// ``Font/caption2``.
        case caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }
}
