import Foundation

/// A document that reads itself from a file and writes itself to one, for
/// ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``: the
/// shape of SwiftUI's `FileDocument`, with GtkUI's own ``FileWrapper`` and ``UTType``.
public protocol FileDocument {
    /// The types the document can be read from.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can be written as; by default the readable ones.
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from `configuration.file`.
    init(configuration: ReadConfiguration) throws
    /// The file to write for `configuration.contentType`.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What reading is given.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What writing is given.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a ``FileDocument`` reads: the file's type and its contents.
public struct FileDocumentReadConfiguration {
    /// The type of the file.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper
}

/// What a ``FileDocument`` is asked to write.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, if the document was read from one; GtkUI always passes nil.
    public let existingFile: FileWrapper?
}
