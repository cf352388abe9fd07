/// The `GtkImage` behind an ``Image`` shown at its own size.
struct ImageWidget: GtkWidgetRepresentable, Equatable {
    let image: Image

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkImage> {
        gtk_image_new()!.cast()
    }

    /// Loads the icon or file when the source changed.
    func updateWidget(_ widget: UnsafeMutablePointer<GtkImage>, context: Context) {
        let coordinator = context.coordinator
        if case .icon = image.source {
            let pixelSize = image.iconPixelSize(in: context.environment)
            if coordinator.pixelSize != pixelSize {
                coordinator.pixelSize = pixelSize
                gtk_image_set_pixel_size(widget, pixelSize)
            }
        }
        guard coordinator.shown != image.source else { return }
        coordinator.shown = image.source
        ImageLoading.setAccessibleName(image.accessibleName, of: widget.cast())
        switch image.source {
        case .icon(let name):
            gtk_image_set_from_icon_name(
                widget, ImageLoading.iconName(for: name) ?? "image-missing", GTK_ICON_SIZE_BUTTON)
        case .file(let path):
            if let pixbuf = ImageLoading.pixbuf(at: path) {
                gtk_image_set_from_pixbuf(widget, pixbuf)
                g_object_unref(UnsafeMutableRawPointer(pixbuf))
            } else {
                gtk_image_set_from_icon_name(widget, "image-missing", GTK_ICON_SIZE_BUTTON)
            }
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// The source shown, so an unchanged one is not loaded (or reported) again.
    final class Coordinator {
        var shown: Image.Source?
        var pixelSize: Int32 = -1
    }
}
