import GtkUI
import Testing

/// The type table and GLib's MIME database need no display: Swift Testing.
struct UTTypeTests {
    @Test func commonTypesHaveTheirMIMETypesAndExtensions() {
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.folder.preferredMIMEType == "inode/directory")
        #expect(UTType("public.png") == .png)
        #expect(UTType("org.example.unknown") == nil)
    }

    @Test func conformanceFollowsTheHierarchy() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.pdf.conforms(to: .content))
        #expect(!UTType.png.conforms(to: .text))
        #expect(!UTType.folder.conforms(to: .data))
        #expect(!UTType.image.conforms(to: .png))
    }

    @Test func extensionsMapToTypes() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
        #expect(UTType(filenameExtension: "") == nil)
    }

    @Test func mimeTypesMapToTypes() {
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "Application/PDF") == .pdf)
        #expect(UTType(mimeType: "text/plain") == .plainText)
        #expect(UTType(mimeType: "nonsense") == nil)
    }

    /// Types GtkUI has no name for come from GLib's shared MIME database, as dynamic types.
    @Test func otherTypesAreDynamicAndKnowWhatTheyAre() throws {
        let html = try #require(UTType(mimeType: "text/html"))
        #expect(html.identifier.hasPrefix("dyn."))
        #expect(html.conforms(to: .text))
        #expect(!html.conforms(to: .image))
        let gif = try #require(UTType(mimeType: "image/gif"))
        #expect(gif.conforms(to: .image))
        let source = try #require(UTType(filenameExtension: "c"))
        #expect(source.preferredMIMEType == "text/x-csrc")
        #expect(source.preferredFilenameExtension == "c")
        #expect(source.conforms(to: .plainText))
    }
}
