import CGtkShim

/// A type of file or data, named by a uniform type identifier: GtkUI's small form of the
/// `UTType` of Apple's `UniformTypeIdentifiers`, which Foundation on Linux lacks.
///
/// The common types are built in with their MIME type and filename extension. Other extensions
/// and MIME types are looked up in the desktop's shared MIME database through GLib, and give
/// dynamic types whose identifier starts with `dyn.`. On Linux a type's MIME type is what file
/// dialogs filter by.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String
    /// The MIME type files of this type usually have, such as `image/png`, if any.
    public let preferredMIMEType: String?
    /// The filename extension files of this type usually have, without the dot, if any.
    public let preferredFilenameExtension: String?
    /// The identifiers of the types this one directly conforms to.
    let supertypeIdentifiers: [String]

    init(identifier: String, mimeType: String?, filenameExtension: String?, supertypes: [String]) {
        self.identifier = identifier
        preferredMIMEType = mimeType
        preferredFilenameExtension = filenameExtension
        supertypeIdentifiers = supertypes
    }

    /// The built-in type with this identifier, or nil for an identifier GtkUI does not know.
    public init?(_ identifier: String) {
        guard let known = Self.builtIn.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// The type of files with this extension (without the dot), conforming to `supertype`;
    /// nil when the extension is empty or the type found does not conform to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard !lowered.isEmpty, !lowered.contains("/") else { return nil }
        let found =
            Self.builtIn.first { $0.preferredFilenameExtension == lowered || Self.aliases[lowered] == $0.identifier }
            ?? Self.forMIMEType(Self.guessedMIMEType(forExtension: lowered), filenameExtension: lowered)
        guard found.conforms(to: supertype) else { return nil }
        self = found
    }

    /// The type with this MIME type, conforming to `supertype`; nil when the MIME type is
    /// malformed or the type found does not conform to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let lowered = mimeType.lowercased()
        let parts = lowered.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        let found = Self.forMIMEType(lowered)
        guard found.conforms(to: supertype) else { return nil }
        self = found
    }

    /// Whether this type is `type` or a kind of it, such as `.png` of `.image` and `.data`.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        if supertypeIdentifiers.contains(where: { Self.byIdentifier($0)?.conforms(to: type) ?? false }) {
            return true
        }
        // Two types GLib knows by MIME type: ask the shared MIME database (text/x-csrc is text/plain).
        guard identifier.hasPrefix("dyn."), let mine = preferredMIMEType, let theirs = type.preferredMIMEType,
            theirs != "application/octet-stream"
        else { return false }
        return g_content_type_is_a(mine, theirs) != 0
    }

    /// The identifier.
    public var description: String { identifier }

    /// Equal when the identifiers are equal.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
    /// Any file, folder or piece of data: the root of the hierarchy.
    public static let item = UTType(identifier: "public.item", mimeType: nil, filenameExtension: nil, supertypes: [])
    /// Anything a person reads or looks at: documents, images, text.
    public static let content = UTType(
        identifier: "public.content", mimeType: nil, filenameExtension: nil, supertypes: ["public.item"])
    /// Bytes of any kind (`application/octet-stream`).
    public static let data = UTType(
        identifier: "public.data", mimeType: "application/octet-stream", filenameExtension: nil,
        supertypes: ["public.item"])
    /// A folder (`inode/directory`).
    public static let folder = UTType(
        identifier: "public.folder", mimeType: "inode/directory", filenameExtension: nil, supertypes: ["public.item"])
    /// Text of any encoding and markup.
    public static let text = UTType(
        identifier: "public.text", mimeType: nil, filenameExtension: nil, supertypes: ["public.data", "public.content"])
    /// Text without markup (`text/plain`, `.txt`).
    public static let plainText = UTType(
        identifier: "public.plain-text", mimeType: "text/plain", filenameExtension: "txt", supertypes: ["public.text"])
    /// Text without markup in UTF-8; GTK's file filters know it as `text/plain`.
    public static let utf8PlainText = UTType(
        identifier: "public.utf8-plain-text", mimeType: "text/plain", filenameExtension: "txt",
        supertypes: ["public.plain-text"])
    /// JSON (`application/json`, `.json`).
    public static let json = UTType(
        identifier: "public.json", mimeType: "application/json", filenameExtension: "json",
        supertypes: ["public.text"])
    /// An image of any format.
    public static let image = UTType(
        identifier: "public.image", mimeType: nil, filenameExtension: nil,
        supertypes: ["public.data", "public.content"])
    /// A PNG image (`image/png`, `.png`).
    public static let png = UTType(
        identifier: "public.png", mimeType: "image/png", filenameExtension: "png", supertypes: ["public.image"])
    /// A JPEG image (`image/jpeg`, `.jpeg`; `.jpg` too).
    public static let jpeg = UTType(
        identifier: "public.jpeg", mimeType: "image/jpeg", filenameExtension: "jpeg", supertypes: ["public.image"])
    /// A PDF document (`application/pdf`, `.pdf`).
    public static let pdf = UTType(
        identifier: "com.adobe.pdf", mimeType: "application/pdf", filenameExtension: "pdf",
        supertypes: ["public.data", "public.content"])

    /// The built-in types, the most specific first for each MIME type and extension.
    static let builtIn: [UTType] = [
        .plainText, .utf8PlainText, .json, .png, .jpeg, .pdf, .image, .text, .folder, .data, .content, .item,
    ]

    /// Other extensions of built-in types.
    static let aliases: [String: String] = ["jpg": "public.jpeg", "text": "public.plain-text"]

    /// The built-in type with this identifier.
    static func byIdentifier(_ identifier: String) -> UTType? {
        builtIn.first { $0.identifier == identifier }
    }

    /// The MIME type GLib's shared MIME database gives files with this extension.
    static func guessedMIMEType(forExtension filenameExtension: String) -> String? {
        var uncertain: gboolean = 0
        guard let contentType = g_content_type_guess("file.\(filenameExtension)", nil, 0, &uncertain) else {
            return nil
        }
        defer { g_free(contentType) }
        guard let mime = g_content_type_get_mime_type(contentType) else { return nil }
        defer { g_free(mime) }
        let result = String(cString: mime)
        return result == "application/octet-stream" ? nil : result
    }

    /// The built-in type with this MIME type, else a dynamic one.
    static func forMIMEType(_ mimeType: String?, filenameExtension: String? = nil) -> UTType {
        if let mimeType, let known = builtIn.first(where: { $0.preferredMIMEType == mimeType }) { return known }
        return dynamic(mimeType: mimeType, filenameExtension: filenameExtension)
    }

    /// A type GtkUI has no name for, described by its MIME type, placed under text, image or
    /// plain data by what GLib knows of it.
    static func dynamic(mimeType: String?, filenameExtension: String? = nil) -> UTType {
        var supertypes = ["public.data"]
        if let mimeType {
            if mimeType.hasPrefix("text/") || g_content_type_is_a(mimeType, "text/plain") != 0 {
                supertypes = ["public.text"]
            } else if mimeType.hasPrefix("image/") {
                supertypes = ["public.image"]
            }
        }
        let name = mimeType.map { "mime.\($0)" } ?? "ext.\(filenameExtension ?? "")"
        return UTType(
            identifier: "dyn.\(name)", mimeType: mimeType, filenameExtension: filenameExtension,
            supertypes: supertypes)
    }
}
