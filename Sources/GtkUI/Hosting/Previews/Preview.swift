/// One preview of a view: what `#Preview` declares, found at run time by the preview window and
/// by `assertPreviewSnapshots()`.
///
/// The `#Preview` macro creates these; a `PreviewProvider` type is found and shown as one too.
public struct Preview {
    /// The traits a preview of a view can take, as in SwiftUI's `PreviewTrait<Preview.ViewTraits>`.
    public enum ViewTraits {}

    /// The name given to `#Preview`, if any.
    public let name: String?
    /// The traits given to `#Preview`.
    public let traits: [PreviewTrait<ViewTraits>]
    /// `Module/File.swift` of the `#Preview`, as `#fileID` gives it.
    public let fileID: String
    /// The path of the file that holds the `#Preview`.
    public let filePath: String
    /// The line of the `#Preview`.
    public let line: Int
    /// Makes the previewed view.
    let body: @MainActor () -> any View

    /// A preview, as the `#Preview` macro makes it; write `#Preview` rather than this.
    public init(
        _ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [], fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line, @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.body = body
    }

    /// The name to list the preview under: its own, else its file's name without extension.
    package var displayName: String {
        if let name, !name.isEmpty { return name }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// The module that declares the preview.
    package var module: String {
        fileID.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
    }

    /// The default size: a small window, wider than tall.
    package static let defaultSize = (width: 480, height: 360)

    /// The size to show the preview at, in pixels; nil for the view's natural size.
    package var size: (width: Int, height: Int)? {
        var layout = PreviewLayout.device
        var portrait = false
        for trait in traits {
            switch trait.kind {
            case .layout(let chosen): layout = chosen
            case .portrait: portrait = true
            case .landscape: portrait = false
            }
        }
        switch layout {
        case .sizeThatFits: return nil
        case .fixed(let width, let height): return (max(width, 1), max(height, 1))
        case .device:
            let size = Self.defaultSize
            return portrait ? (size.height, size.width) : size
        }
    }

    /// The previewed view.
    @MainActor package func makeView() -> AnyView {
        AnyView(erasing: body())
    }
}
