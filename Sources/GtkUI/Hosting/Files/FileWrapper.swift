import Foundation

/// The contents of a file a ``FileDocument`` reads or writes: GtkUI's small form of
/// Foundation's `FileWrapper`, which Foundation on Linux lacks. It holds one regular file's bytes;
/// directory and symbolic-link wrappers are not supported.
public final class FileWrapper {
    /// The file's bytes.
    public let regularFileContents: Data?
    /// The name the file should get when it is written, if any.
    public var preferredFilename: String?
    /// The name of the file it was read from, if any.
    public var filename: String?

    /// A wrapper for a regular file with these bytes.
    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
    }

    /// Always true: GtkUI's wrappers hold regular files only.
    public var isRegularFile: Bool { true }
}
