import Foundation

/// `gtkui-bundle.json` in the package's folder: what the code cannot say about the app.
///
/// ```json
/// {
///   "summary": "Keep short notes",
///   "description": "Notes keeps short notes.\n\nA blank line starts a paragraph.",
///   "license": "MIT",
///   "homepage": "https://example.org/notes",
///   "maintainer": "Ada Lovelace <ada@example.org>",
///   "categories": ["Office"],
///   "keywords": ["memo"],
///   "icon": "data/org.example.Notes.svg",
///   "package": "notes",
///   "products": { "OtherApp": { "summary": "…" } }
/// }
/// ```
///
/// Every field is optional. `products` holds sections for packages with several apps: a
/// product's section replaces the top-level fields it names. `version`, `applicationID` and
/// `name` are read only when the code gives none.
struct IdentityFile: Equatable {
    static let fileName = "gtkui-bundle.json"

    static let stringFields = [
        "summary", "description", "license", "homepage", "maintainer", "icon", "package", "version",
        "applicationID", "name",
    ]
    static let listFields = ["categories", "keywords"]

    var strings: [String: String] = [:]
    var lists: [String: [String]] = [:]

    subscript(field: String) -> String? { strings[field] }

    /// The fields for `product`: the top level, then the product's own section over it.
    /// Unknown fields are warned about and left out; a field of the wrong type is an error.
    init(json: String, product: String, reporter: Reporter) throws(BundleError) {
        guard let top = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw BundleError(
                "\(Self.fileName) is not a JSON object; see the example in the \"Shipping your app\" guide")
        }
        try read(top, section: nil, reporter: reporter)
        guard let sections = top["products"] else { return }
        guard let sections = sections as? [String: Any] else {
            throw BundleError(
                "\(Self.fileName): field \"products\" must map product names to fields, such as {\"Notes\": {\"summary\": \"…\"}}"
            )
        }
        guard let own = sections[product] else { return }
        guard let own = own as? [String: Any] else {
            throw BundleError(
                "\(Self.fileName): products.\(product) must be an object of fields, such as {\"summary\": \"…\"}")
        }
        try read(own, section: product, reporter: reporter)
    }

    init() {}

    /// Reads the file in `directory`; no file gives no fields, and one note.
    static func load(from directory: URL, product: String, reporter: Reporter) throws(BundleError) -> IdentityFile {
        let url = directory.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            reporter.note("no \(fileName) in the package: the identity comes from the code, the rest from defaults")
            return IdentityFile()
        }
        return try IdentityFile(json: String(decoding: data, as: UTF8.self), product: product, reporter: reporter)
    }

    private mutating func read(_ object: [String: Any], section: String?, reporter: Reporter) throws(BundleError) {
        let place = section.map { "products.\($0)." } ?? ""
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            if Self.stringFields.contains(key) {
                guard let string = value as? String else {
                    throw BundleError("\(Self.fileName): field \"\(place)\(key)\" must be a string, such as \"…\"")
                }
                strings[key] = string
            } else if Self.listFields.contains(key) {
                guard let list = value as? [String] else {
                    throw BundleError(
                        "\(Self.fileName): field \"\(place)\(key)\" must be a list of strings, such as [\"Utility\"]")
                }
                lists[key] = list
            } else if key == "products" && section == nil {
                continue
            } else {
                let known = (Self.stringFields + Self.listFields).sorted().joined(separator: ", ")
                reporter.warn("\(Self.fileName): unknown field \"\(place)\(key)\" is ignored (known fields: \(known))")
            }
        }
    }
}
