import Foundation

/// Looks keys up in a bundle's string tables and fills a translation's placeholders.
enum LocalizedFormat {
    /// Bundles (by path) already asked whether they have any strings table; most apps on Linux
    /// have none, and then no lookup is made at all.
    nonisolated(unsafe) private static var bundlesWithTables: [String: Bool] = [:]
    private static let lock = NSLock()

    /// Whether the main bundle has a strings table, asked once: most titles are looked up there,
    /// and asking a bundle costs more than making the text.
    private static let mainBundleHasTables = hasTables(.main)

    /// The translation of `key` in `bundle` (the main bundle when nil), or nil when the bundle has
    /// none (then the key's own text shows).
    static func translation(of key: String, table: String?, bundle: Bundle?) -> String? {
        guard bundle.map(hasTables) ?? mainBundleHasTables else { return nil }
        let bundle = bundle ?? .main
        // A value that cannot be a translation tells a missing key from one translated as itself.
        let missing = "\u{0}GtkUI.missing"
        let found = bundle.localizedString(forKey: key, value: missing, table: table)
        return found == missing ? nil : found
    }

    private static func hasTables(_ bundle: Bundle) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let id = bundle.bundlePath
        if let known = bundlesWithTables[id] { return known }
        let has =
            !bundle.paths(forResourcesOfType: "strings", inDirectory: nil).isEmpty
            || bundle.localizations.contains {
                !bundle.paths(forResourcesOfType: "strings", inDirectory: nil, forLocalization: $0).isEmpty
            }
        bundlesWithTables[id] = has
        return has
    }

    /// `format` with each printf-style placeholder replaced by the next argument, or by the
    /// argument it numbers (`%2$@`); `%%` is a percent sign. Arguments are already text, so a
    /// translation may use any conversion for any of them.
    static func substitute(_ arguments: [String], into format: String) -> String {
        var result = ""
        var next = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                characters = rest.dropFirst()
                continue
            }
            let digits = rest.prefix { $0.isNumber }
            var position: Int?
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                rest = rest.dropFirst(digits.count + 1)
            }
            // Flags, width, precision and length modifiers, then the conversion letter.
            let modifiers = rest.prefix { "0123456789.-+ #'hlqLzjt".contains($0) }
            rest = rest.dropFirst(modifiers.count)
            guard rest.first != nil else { break }
            let index = position ?? next
            next = index + 1
            result += index >= 0 && index < arguments.count ? arguments[index] : ""
            characters = rest.dropFirst()
        }
        result += characters
        return result
    }
}
