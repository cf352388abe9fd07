/// An icon from the icon theme or a picture from a file, in a `GtkImage`.
///
/// An unknown icon name or an unreadable file logs one warning naming it and shows the theme's
/// "image-missing" icon instead.
public struct Image: GtkWidgetRepresentable, Equatable {
    enum Source: Equatable {
        case icon(String)
        case file(String)
    }

    let source: Source
    let pixelSize: Int32

    /// A themed icon, such as `"document-open"` or `"starred-symbolic"`, `pixelSize` pixels big.
    public init(systemName name: String, pixelSize: Int = 16) {
        source = .icon(name)
        self.pixelSize = Int32(pixelSize)
    }

    /// A picture loaded from the file at `path` (PNG, JPEG, SVG, or whatever GdkPixbuf reads).
    public init(filePath path: String) {
        source = .file(path)
        pixelSize = -1
    }

    /// Creates the image widget.
    public func makeWidget(context: Context) -> UnsafeMutablePointer<GtkImage> {
        gtk_image_new()!.cast()
    }

    /// Loads the icon or file when the source changed.
    public func updateWidget(_ image: UnsafeMutablePointer<GtkImage>, context: Context) {
        guard context.coordinator.shown != source else { return }
        context.coordinator.shown = source
        if pixelSize > 0 { gtk_image_set_pixel_size(image, pixelSize) }
        switch source {
        case .icon(let name):
            if gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), name) != 0 {
                gtk_image_set_from_icon_name(image, name, GTK_ICON_SIZE_BUTTON)
            } else {
                Diagnostics.warn("GtkUI: Image has no icon named '\(name)' in the icon theme; showing image-missing")
                showMissing(in: image)
            }
        case .file(let path):
            var error: UnsafeMutablePointer<GError>?
            if let pixbuf = gdk_pixbuf_new_from_file(path, &error) {
                gtk_image_set_from_pixbuf(image, pixbuf)
                g_object_unref(UnsafeMutableRawPointer(pixbuf))
            } else {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
                g_clear_error(&error)
                Diagnostics.warn("GtkUI: Image cannot load '\(path)': \(reason); showing image-missing")
                showMissing(in: image)
            }
        }
    }

    private func showMissing(in image: UnsafeMutablePointer<GtkImage>) {
        gtk_image_set_from_icon_name(image, "image-missing", GTK_ICON_SIZE_BUTTON)
    }

    /// Remembers the source shown, so an unchanged one is not loaded (or reported) again.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// The source last shown.
    public final class Coordinator {
        var shown: Source?
    }
}
