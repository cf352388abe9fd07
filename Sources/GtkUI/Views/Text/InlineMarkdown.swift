import Foundation

/// Turns the inline Markdown of a text literal into Pango markup, as SwiftUI styles
/// `Text("**Bold**, *italic*, `code` and [a link](https://example.com)")`.
///
/// Inline syntax only, as SwiftUI's text: `**strong**` and `__strong__`, `*emphasis*` and
/// `_emphasis_`, `~~strikethrough~~`, `` `code` ``, `[text](address)`, and backslash escapes.
/// A delimiter without its closing partner stays as written. Everything else is escaped for
/// Pango, so nothing in the text is read as markup.
enum InlineMarkdown {
    /// The Pango markup for `source`, or nil when it has no Markdown to style (shown as plain
    /// text then, which is cheaper).
    static func markup(_ source: String) -> String? {
        guard source.utf8.contains(where: { syntaxBytes.contains($0) }) else { return nil }
        let characters = Array(source)
        var styled = false
        let markup = render(characters[...], styled: &styled)
        return styled ? markup : nil
    }

    /// `text` with a backslash before each character that could start Markdown, so it shows as is.
    static func escaping(_ text: String) -> String {
        guard text.utf8.contains(where: { syntaxBytes.contains($0) }) else { return text }
        var result = ""
        for character in text {
            if let ascii = character.asciiValue, syntaxBytes.contains(ascii) || ascii == UInt8(ascii: "]") {
                result.append("\\")
            }
            result.append(character)
        }
        return result
    }

    /// The bytes that may start Markdown syntax.
    private static let syntaxBytes: Set<UInt8> = Set("*_`~[\\".utf8)

    private static func render(_ text: ArraySlice<Character>, styled: inout Bool) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "\\":
                let next = text.index(after: index)
                if next < text.endIndex, text[next].isPunctuation || text[next].isSymbol {
                    output += escaped(text[next])
                    styled = true
                    index = text.index(after: next)
                    continue
                }
            case "`":
                if let close = text[text.index(after: index)...].firstIndex(of: "`") {
                    output += "<tt>" + text[text.index(after: index)..<close].map(escaped).joined() + "</tt>"
                    styled = true
                    index = text.index(after: close)
                    continue
                }
            case "*", "_", "~":
                let doubled = text.index(after: index) < text.endIndex && text[text.index(after: index)] == character
                if character == "~" && !doubled { break }
                // As in CommonMark, `_` inside a word (snake_case) is not emphasis.
                if character == "_", index > text.startIndex, text[index - 1].isLetter || text[index - 1].isNumber {
                    break
                }
                let width = doubled ? 2 : 1
                let start = index + width
                if start < text.endIndex, !text[start].isWhitespace,
                    let close = closing(character, width: width, in: text, from: start)
                {
                    let tag = character == "~" ? "s" : (doubled ? "b" : "i")
                    output += "<\(tag)>" + render(text[start..<close], styled: &styled) + "</\(tag)>"
                    styled = true
                    index = close + width
                    continue
                }
            case "[":
                if let (label, address, end) = link(in: text, at: index) {
                    output += "<a href=\"\(escapedAttribute(address))\">" + render(label, styled: &styled) + "</a>"
                    styled = true
                    index = end
                    continue
                }
            default:
                break
            }
            output += escaped(character)
            index = text.index(after: index)
        }
        return output
    }

    /// Where the run of `width` `delimiter`s that closes one opened before `start` begins.
    private static func closing(
        _ delimiter: Character, width: Int, in text: ArraySlice<Character>, from start: Int
    ) -> Int? {
        var index = start
        while index + width <= text.endIndex {
            if text[index] == "\\" {
                index += 2
                continue
            }
            if text[index] == delimiter, !text[index - 1].isWhitespace,
                (index..<index + width).allSatisfy({ text[$0] == delimiter })
            {
                // `**a**` closes at its own width only: a longer run is a different delimiter.
                let after = index + width
                let endsWord = after >= text.endIndex || !(text[after].isLetter || text[after].isNumber)
                if delimiter == "_", !endsWord {
                    index += 1
                    continue
                }
                if after >= text.endIndex || text[after] != delimiter || width == 2 { return index }
            }
            index += 1
        }
        return nil
    }

    /// A `[label](address)` starting at `start`: the label, the address and where it ends.
    private static func link(in text: ArraySlice<Character>, at start: Int)
        -> (ArraySlice<Character>, String, Int)?
    {
        guard let closeBracket = text[(start + 1)...].firstIndex(of: "]"),
            closeBracket + 1 < text.endIndex, text[closeBracket + 1] == "(",
            let closeParen = text[(closeBracket + 2)...].firstIndex(of: ")")
        else { return nil }
        let address = String(text[(closeBracket + 2)..<closeParen]).trimmingCharacters(in: .whitespaces)
        guard !address.isEmpty, !address.contains(" ") else { return nil }
        return (text[(start + 1)..<closeBracket], address, closeParen + 1)
    }

    private static func escaped(_ character: Character) -> String {
        switch character {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        default: String(character)
        }
    }

    private static func escapedAttribute(_ value: String) -> String {
        value.map(escaped).joined().replacingOccurrences(of: "\"", with: "&quot;")
    }
}
