import Foundation

/// Text in a `GtkLabel`. Text is plain: it is never interpreted as Pango markup, unless made
/// with ``init(markup:)``, which validates it first.
///
/// Text honours the environment's `.font`, `.fontWeight`, `.italic`, `.lineLimit`,
/// `.multilineTextAlignment`, `.truncationMode` and `.textSelection`; its own `font(_:)`,
/// `bold()`, `italic()` and `fontWeight(_:)` win over the environment's.
public struct Text: View, Equatable {
    /// The text shown, or its markup. Alerts read it to show a message.
    let content: String
    /// Whether `content` is Pango markup.
    let isMarkup: Bool
    /// The text's own font, or nil for the environment's.
    var font: Font?
    /// The text's own weight, italics and monospacing.
    var traits = FontTraits()

    /// Shows `content` as is.
    @_disfavoredOverload
    nonisolated public init(_ content: some StringProtocol) {
        self.content = String(content)
        isMarkup = false
    }

    /// Shows `content` as is.
    nonisolated public init(verbatim content: String) {
        self.content = content
        isMarkup = false
    }

    /// Shows Pango markup such as `"<b>Bold</b> and <i>italic</i>"`. Invalid markup logs one
    /// warning with Pango's reason and is shown as plain text, tags and all, so nothing is lost.
    nonisolated public init(markup: String) {
        content = markup
        isMarkup = true
    }

    /// Shows the text of `key`: its translation in the bundle's strings table when there is one,
    /// otherwise the literal with its values, as in SwiftUI. `Text("Count: \(count)")` makes a key.
    ///
    /// As in SwiftUI, the key's inline Markdown is styled: `Text("**Bold**, *italic*, `code`
    /// and [a link](https://example.com)")`. Interpolated values are not read as Markdown, and
    /// neither are `Text(verbatim:)` nor a `String` variable. A link opens through the
    /// environment's `openURL`, for the same schemes as ``Link``.
    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        if let markup = InlineMarkdown.markup(key.markdownSource(table: tableName, bundle: bundle)) {
            self.init(markup: markup)
        } else {
            self.init(verbatim: key.resolved(table: tableName, bundle: bundle))
        }
    }

    /// The text without markup: what an interpolation of this text into another shows.
    nonisolated var plainContent: String {
        guard isMarkup else { return content }
        var text: UnsafeMutablePointer<CChar>?
        guard pango_parse_markup(content, -1, 0, nil, &text, nil, nil) != 0, let text else { return content }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Where text that does not fit its space is cut, for `.truncationMode(_:)`.
    public enum TruncationMode: Hashable, Sendable, CaseIterable {
        /// At the start: "…end of the text".
        case head
        /// At the end: "Start of the…".
        case tail
        /// In the middle: "Start…text".
        case middle
    }
}

extension Text {
    /// This text in `font`; nil uses the environment's font.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text in `weight`; nil keeps the font's weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.traits.weight = weight
        return text
    }

    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> Text {
        fontWeight(isActive ? .bold : nil)
    }

    /// This text in italics when `isActive`.
    public func italic(_ isActive: Bool = true) -> Text {
        var text = self
        text.traits.isItalic = isActive ? true : nil
        return text
    }

    /// This text in a monospaced font when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        var text = self
        text.traits.isMonospaced = isActive ? true : nil
        return text
    }
}

extension Text: PrimitiveView {
    var representable: TextWidget { TextWidget(text: self) }
}
