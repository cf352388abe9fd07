/// An icon from the icon theme or a picture from a file.
///
/// `Image(systemName:)` takes an SF Symbol name, such as `"star.fill"` or `"trash"`, and shows the
/// matching freedesktop icon of the theme; a freedesktop icon name such as `"document-open"` works
/// too. An unknown name or an unreadable file logs one warning naming it and shows the theme's
/// "image-missing" icon instead.
///
/// A plain image shows at its own size in a `GtkImage`. A ``resizable()`` image is flexible, as in
/// SwiftUI: it expands into the space GTK gives it and is drawn with GdkPixbuf at that size and the
/// screen's scale factor. Its natural size is the picture's and it can shrink to 16 pixels, so it
/// never forces its pixel size on a window; with ``aspectRatio(_:contentMode:)``, ``scaledToFit()``
/// or ``scaledToFill()`` its natural height follows its width. A resizable icon stays square.
public struct Image: View, Equatable, Sendable {
    enum Source: Hashable, Sendable {
        case icon(String)
        case file(String)
        /// A picture already decoded, such as one ``AsyncImage`` loaded.
        case loaded(LoadedPicture)
    }

    let source: Source
    /// The icon's size in pixels, or nil to follow the environment's font (16 pixels for the body).
    let pixelSize: Int32?
    var isResizable = false
    var contentMode: ContentMode?
    /// Width over height, or nil for the picture's own.
    var aspectRatio: Double?
    /// Whether an icon is drawn in the foreground colour (`.template`) or its own (`.original`).
    var renderingMode: TemplateRenderingMode?
    /// How a resized picture is smoothed.
    var interpolation: Interpolation = .medium
    /// Whether a resized picture is smoothed at all.
    var isAntialiased = true
    /// Whether screen readers skip the image (``init(decorative:bundle:)``).
    var isDecorative = false

    /// An SF Symbol (`"star.fill"`) or freedesktop icon (`"document-open"`). As in SwiftUI, the
    /// icon is as large as the environment's font: 16 pixels for the body, larger for a title.
    nonisolated public init(systemName name: String) {
        source = .icon(name)
        pixelSize = nil
    }

    /// An SF Symbol or freedesktop icon `pixelSize` pixels big, whatever the font.
    nonisolated public init(systemName name: String, pixelSize: Int) {
        source = .icon(name)
        self.pixelSize = Int32(clamping: max(1, pixelSize))
    }

    /// A picture loaded from the file at `path` (PNG, JPEG, SVG, or whatever GdkPixbuf reads).
    nonisolated public init(filePath path: String) {
        source = .file(path)
        pixelSize = nil
    }

    /// The picture named `name` among the resources of `bundle`, or of the app when nil, as
    /// SwiftUI takes an image from an asset catalog.
    ///
    /// A file `name` (with its extension, or with any extension GdkPixbuf reads) in the bundle's
    /// resources is shown; for the app, the main bundle and each SwiftPM resource bundle next to
    /// the executable (what `resources: [.process("Images")]` makes) are searched, and an
    /// `Assets.xcassets` copied among them too. A name found in none is taken as an icon name
    /// of the theme; a name that is neither logs one warning and shows "image-missing".
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        source = ImageResources.path(named: name, in: bundle).map(Source.file) ?? .icon(name)
        pixelSize = nil
    }

    /// The same picture as ``init(_:bundle:)``, as a decoration that screen readers skip.
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    /// A picture already decoded in memory; ``AsyncImage`` shows what it loaded with it.
    nonisolated init(loaded picture: LoadedPicture) {
        source = .loaded(picture)
        pixelSize = nil
    }

    /// The widget showing the image.
    public var body: some View {
        if isResizable { ResizableImageWidget(image: self) } else { ImageWidget(image: self) }
    }

    /// An image that takes the size it is given instead of its own.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// Keeps `ratio` (width over height; nil for the picture's own) when resized, fitting inside
    /// the space or filling it. Only a ``resizable()`` image changes size. A ratio that is not a
    /// positive number logs one warning and keeps the picture's own.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> Image {
        var image = self
        if let ratio, !(ratio > 0 && ratio.isFinite) {
            Diagnostics.warn("GtkUI: Image.aspectRatio needs a positive ratio, not \(ratio); keeping the picture's own")
            image.aspectRatio = nil
        } else {
            image.aspectRatio = ratio
        }
        image.contentMode = contentMode
        return image
    }

    /// Keeps the picture's proportions, fitting inside the space it is given.
    public func scaledToFit() -> Image { aspectRatio(contentMode: .fit) }

    /// Keeps the picture's proportions, filling the space it is given; what overflows is clipped.
    public func scaledToFill() -> Image { aspectRatio(contentMode: .fill) }

    /// The icon's size in pixels in `environment`: its own, or the font's, scaled by the
    /// environment's ``Image/Scale``.
    func iconPixelSize(in environment: EnvironmentValues) -> Int32 {
        if let pixelSize { return pixelSize }
        let size: Double =
            switch environment.font?.size {
            case nil: 16
            case .relative(let scale): 16 * scale
            case .absolute(let pixels): pixels
            }
        return ClampedLength.pixels(size * environment.imageScale.factor, "image size", minimum: 1)
    }

    /// The name a screen reader says: the symbol's words, or the file's name.
    var accessibleName: String {
        if isDecorative { return "" }
        switch source {
        case .icon(let name): return name.replacingOccurrences(of: ".", with: " ")
        case .file(let path):
            let file = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
            return String(file[..<dot])
        case .loaded(let picture): return picture.name
        }
    }
}
