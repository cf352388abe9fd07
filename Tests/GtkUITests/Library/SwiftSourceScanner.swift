import Foundation

/// Just enough of a Swift reader for the gallery's source checks: it finds calls, splits their
/// arguments at top-level commas, and reads string literals, stepping over strings (with
/// interpolations) and comments so that brackets inside them do not count.
struct SwiftSourceScanner {
    let text: [Character]

    init(_ text: String) {
        self.text = Array(text)
    }

    /// The argument texts of each call to `name` in the text, in order.
    func calls(to name: String) -> [[String]] {
        let opener = Array(name + "(")
        var result: [[String]] = []
        var index = 0
        while index < text.count {
            if let after = skipNonCode(at: index) {
                index = after
                continue
            }
            let precededByIdentifier = index > 0 && (text[index - 1].isLetter || text[index - 1] == "_")
            if !precededByIdentifier, text[index...].starts(with: opener) {
                let (arguments, end) = arguments(from: index + opener.count)
                result.append(arguments)
                index = end
            } else {
                index += 1
            }
        }
        return result
    }

    /// The top-level arguments from just after an opening bracket to its closing one, and the
    /// index after that closing bracket.
    func arguments(from start: Int) -> ([String], Int) {
        var arguments: [String] = []
        var depth = 0
        var argumentStart = start
        var index = start
        while index < text.count {
            if let after = skipNonCode(at: index) {
                index = after
                continue
            }
            switch text[index] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 {
                    arguments.append(
                        String(text[argumentStart..<index]).trimmingCharacters(in: .whitespacesAndNewlines))
                    return (arguments.filter { !$0.isEmpty }, index + 1)
                }
                depth -= 1
            case "," where depth == 0:
                arguments.append(String(text[argumentStart..<index]).trimmingCharacters(in: .whitespacesAndNewlines))
                argumentStart = index + 1
            default: break
            }
            index += 1
        }
        return (arguments, index)
    }

    /// The index after the string literal or comment that starts at `index`, or nil when none does.
    func skipNonCode(at index: Int) -> Int? {
        let rest = text[index...]
        if rest.starts(with: Array("//")) {
            return text[index...].firstIndex(of: "\n") ?? text.count
        }
        if rest.starts(with: Array("/*")) {
            return find(Array("*/"), from: index + 2).map { $0 + 2 } ?? text.count
        }
        guard let literal = stringLiteral(at: index) else { return nil }
        return literal.end
    }

    /// The string literal starting at `index`: its raw contents (between the delimiters, escapes
    /// as written) and the index after it.
    func stringLiteral(at index: Int) -> (contents: String, isRaw: Bool, end: Int)? {
        for (open, close, isRaw) in [
            ("#\"\"\"", "\"\"\"#", true), ("#\"", "\"#", true), ("\"\"\"", "\"\"\"", false), ("\"", "\"", false),
        ] where text[index...].starts(with: Array(open)) {
            let start = index + open.count
            if isRaw {
                guard let end = find(Array(close), from: start) else { return nil }
                return (String(text[start..<end]), true, end + close.count)
            }
            var cursor = start
            while cursor < text.count {
                if text[cursor] == "\\", cursor + 1 < text.count {
                    if text[cursor + 1] == "(" {
                        cursor = arguments(from: cursor + 2).1
                    } else {
                        cursor += 2
                    }
                    continue
                }
                if text[cursor...].starts(with: Array(close)) {
                    return (String(text[start..<cursor]), false, cursor + close.count)
                }
                cursor += 1
            }
            return nil
        }
        return nil
    }

    private func find(_ needle: [Character], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= text.count {
            if text[index...].starts(with: needle) { return index }
            index += 1
        }
        return nil
    }
}

extension SwiftSourceScanner {
    /// The value of a string literal argument such as `source: #"""…"""#`: a multi-line
    /// literal's lines with the closing delimiter's indentation removed, as Swift does; common
    /// escapes of a non-raw literal undone. Nil when the text is not one string literal.
    static func stringValue(ofLiteral literal: String) -> String? {
        let scanner = SwiftSourceScanner(literal)
        guard let (contents, isRaw, end) = scanner.stringLiteral(at: 0), end == scanner.text.count else { return nil }
        var value = contents
        if literal.hasPrefix("#\"\"\"") || literal.hasPrefix("\"\"\"") {
            var lines = value.components(separatedBy: "\n")
            let indentation = lines.last.map { String($0.prefix { $0 == " " }) } ?? ""
            lines = Array(lines.dropFirst().dropLast())
            value = lines.map { $0.hasPrefix(indentation) ? String($0.dropFirst(indentation.count)) : $0 }
                .joined(separator: "\n")
        }
        if !isRaw {
            value = value.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\n", with: "\n")
                .replacingOccurrences(of: "\\\\", with: "\\")
        }
        return value
    }

    /// Code with its layout taken out: runs of white space become one space, and a space is
    /// dropped where a bracket or punctuation is on either side, so that code wrapped another
    /// way by the formatter reads the same.
    static func normalized(_ code: String) -> String {
        let collapsed = code.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let characters = Array(collapsed)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character == " " {
                let before = characters[index - 1]
                let after = characters[index + 1]
                let isWordCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
                if !isWordCharacter(before) || !isWordCharacter(after) { continue }
            }
            result.append(character)
        }
        return result
    }
}
