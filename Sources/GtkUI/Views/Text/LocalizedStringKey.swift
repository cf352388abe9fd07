import Foundation

/// The key of a localized string, as SwiftUI makes it from a literal title such as
/// `Text("Count: \(count)")` or `Button("Add") { … }`.
///
/// The key is the literal with a format placeholder for each interpolation (`"Count: %lld"`),
/// looked up in the bundle's `Localizable.strings`; without a translation the text is the
/// literal with the values in it. As in SwiftUI, a `Double` shows with six decimals unless a
/// `specifier:` or `format:` says otherwise: `Text("\(value, specifier: "%.2f")")`.
///
/// A `String` variable passed to a view is shown as it is, never looked up: only literals
/// (and values declared as `LocalizedStringKey`) are keys.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The lookup key: literal text, with `%` written `%%`, and a placeholder per value.
    let key: String
    /// Each interpolated value, formatted.
    let arguments: [String]
    /// The text shown without a translation.
    let untranslated: String

    /// A key made from a string at run time; the string is also the text shown untranslated.
    public init(_ value: String) {
        key = value
        arguments = []
        untranslated = value
    }

    /// A key written as a literal without interpolations.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key written as a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        untranslated = stringInterpolation.untranslated
    }

    /// The text to show: the translation in `bundle` (the main bundle when nil) and `table`
    /// (`Localizable` when nil) with the values put in its placeholders, or the literal with the
    /// values when there is no translation.
    func resolved(table: String? = nil, bundle: Bundle? = nil) -> String {
        guard let format = LocalizedFormat.translation(of: key, table: table, bundle: bundle) else {
            return untranslated
        }
        return arguments.isEmpty ? format : LocalizedFormat.substitute(arguments, into: format)
    }

    /// The text to show with each value's Markdown characters escaped, so that only the
    /// literal's own Markdown is styled.
    func markdownSource(table: String? = nil, bundle: Bundle? = nil) -> String {
        guard !arguments.isEmpty else { return resolved(table: table, bundle: bundle) }
        let escaped = arguments.map(InlineMarkdown.escaping)
        guard let format = LocalizedFormat.translation(of: key, table: table, bundle: bundle) else {
            return LocalizedFormat.substitute(escaped, into: key)
        }
        return LocalizedFormat.substitute(escaped, into: format)
    }

    /// Builds a key from a literal's pieces, formatting each value as SwiftUI does.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [String] = []
        var untranslated = ""

        /// An empty key. Nothing is reserved: most titles are short enough for Swift to keep
        /// them inline, which reserving would prevent.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds the literal's own text.
        public mutating func appendLiteral(_ literal: String) {
            // A byte scan: Foundation's substring search costs more than the rest of the key.
            key +=
                literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
            untranslated += literal
        }

        /// Adds a value under `placeholder`, shown as `text`.
        private mutating func append(_ text: String, placeholder: String) {
            key += placeholder
            arguments.append(text)
            untranslated += text
        }

        /// Adds a string (`%@`).
        public mutating func appendInterpolation(_ string: some StringProtocol) {
            append(String(string), placeholder: "%@")
        }

        /// Adds an `Int` (`%lld`).
        public mutating func appendInterpolation(_ value: Int) {
            append(String(value), placeholder: "%lld")
        }

        /// Adds an integer (`%lld`).
        public mutating func appendInterpolation(_ value: some BinaryInteger) {
            append(String(value), placeholder: "%lld")
        }

        /// Adds a `Double` as `%lf` does: six decimals.
        public mutating func appendInterpolation(_ value: Double) {
            append(String(format: "%lf", value), placeholder: "%lf")
        }

        /// Adds a `Float` as `%f` does: six decimals.
        public mutating func appendInterpolation(_ value: Float) {
            append(String(format: "%f", Double(value)), placeholder: "%f")
        }

        /// Adds a `CGFloat` as `%lf` does: six decimals.
        public mutating func appendInterpolation(_ value: CGFloat) {
            append(String(format: "%lf", Double(value)), placeholder: "%lf")
        }

        /// Adds a number formatted by a printf-style `specifier`, such as `"%.2f"` or `"%d"`.
        public mutating func appendInterpolation(_ value: some BinaryFloatingPoint, specifier: String) {
            append(String(format: specifier, Double(value)), placeholder: specifier)
        }

        /// Adds an integer formatted by a printf-style `specifier`, such as `"%03d"`.
        public mutating func appendInterpolation(_ value: some BinaryInteger, specifier: String) {
            append(String(format: specifier, Int64(clamping: value)), placeholder: specifier)
        }

        /// Adds a value formatted by a format style: `"\(price, format: .number)"`.
        public mutating func appendInterpolation<Style: FormatStyle>(
            _ value: Style.FormatInput, format: Style
        ) where Style.FormatOutput == String {
            append(format.format(value), placeholder: "%@")
        }

        /// Adds a value formatted by a `Formatter`; a value it cannot format shows as it describes itself.
        public mutating func appendInterpolation(_ value: Any, formatter: Formatter) {
            append(formatter.string(for: value) ?? String(describing: value), placeholder: "%@")
        }

        /// Adds the plain content of a `Text`.
        public mutating func appendInterpolation(_ text: Text) {
            append(text.plainContent, placeholder: "%@")
        }

        /// Adds any other value as it describes itself (`%@`).
        public mutating func appendInterpolation<Value>(_ value: Value) {
            append(String(describing: value), placeholder: "%@")
        }
    }
}
