/// The `GtkImage` behind an ``Image`` shown at its own size.
struct ImageWidget: GtkWidgetRepresentable, Equatable {
    let image: Image

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkImage> {
        gtk_image_new()!.cast()
    }

    /// Loads the icon or file when the source (or the icon's variant) changed.
    func updateWidget(_ widget: UnsafeMutablePointer<GtkImage>, context: Context) {
        let coordinator = context.coordinator
        if case .icon = image.source {
            let pixelSize = image.iconPixelSize(in: context.environment)
            if coordinator.pixelSize != pixelSize {
                coordinator.pixelSize = pixelSize
                gtk_image_set_pixel_size(widget, pixelSize)
            }
        }
        let symbolic = image.wantsSymbolic(in: context.environment)
        guard coordinator.shown != image.source || coordinator.symbolic != symbolic else { return }
        let sourceChanged = coordinator.shown != image.source
        coordinator.shown = image.source
        coordinator.symbolic = symbolic
        ImageLoading.setAccessibleName(image.accessibleName, of: widget.cast())
        switch image.source {
        case .icon(let name):
            // The theme lookup warns about an unknown name once, when the source changes.
            if sourceChanged { coordinator.themeName = ImageLoading.iconName(for: name) ?? "image-missing" }
            gtk_image_set_from_icon_name(
                widget, ImageLoading.iconName(coordinator.themeName, symbolic: symbolic), GTK_ICON_SIZE_BUTTON)
        case .file(let path):
            if let pixbuf = ImageLoading.pixbuf(at: path) {
                gtk_image_set_from_pixbuf(widget, pixbuf)
                g_object_unref(UnsafeMutableRawPointer(pixbuf))
            } else {
                gtk_image_set_from_icon_name(widget, "image-missing", GTK_ICON_SIZE_BUTTON)
            }
        case .loaded(let picture):
            if let pixbuf = picture.pixbufReference() {
                gtk_image_set_from_pixbuf(widget, pixbuf)
                g_object_unref(UnsafeMutableRawPointer(pixbuf))
            }
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// The source shown, so an unchanged one is not loaded (or reported) again.
    final class Coordinator {
        var shown: Image.Source?
        var pixelSize: Int32 = -1
        /// The symbolic variant asked for, and the theme's name for the icon.
        var symbolic: Bool?
        var themeName = "image-missing"
    }
}
