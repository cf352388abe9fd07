import Foundation

/// What a file dialog asks for: GtkUI's common form of the importer and the exporter.
struct FileDialogRequest {
    /// Whether the dialog opens files or saves one.
    enum Mode {
        case open(allowsMultipleSelection: Bool)
        /// Saves under `defaultFilename`; `write` writes the document to the chosen file.
        case save(defaultFilename: String?, write: @MainActor (URL) throws -> Void)
    }

    var mode: Mode
    var contentTypes: [UTType]

    /// Whether the user picks folders rather than files: every allowed type is a folder.
    var selectsFolders: Bool {
        guard case .open = mode else { return false }
        return !contentTypes.isEmpty && contentTypes.allSatisfy { $0.conforms(to: .folder) }
    }

    /// The MIME patterns files must match, or nil for all files: no types, or a type as wide
    /// as `.data`, `.content` or `.item`.
    var mimePatterns: [String]? {
        var patterns: [String] = []
        for type in contentTypes {
            if type == .data || type == .content || type == .item { return nil }
            if type == .text {
                patterns.append("text/*")
            } else if type == .image {
                patterns.append("image/*")
            } else if let mime = type.preferredMIMEType, !patterns.contains(mime) {
                patterns.append(mime)
            }
        }
        return patterns.isEmpty ? nil : patterns
    }
}
