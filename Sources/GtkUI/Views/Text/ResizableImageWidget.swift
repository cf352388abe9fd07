/// The drawing area behind a ``Image/resizable()`` image: GTK decides its size, and it draws the
/// picture scaled with GdkPixbuf to that size times the scale factor, once per size.
struct ResizableImageWidget: GtkWidgetRepresentable, Equatable {
    let image: Image

    /// Below this, a resizable image stops shrinking; it never forces its pixel size on a window.
    static let minimumSide = 16.0
    /// Where the area keeps its scaled pixbuf; the area owns it, so it goes with the widget.
    static let scaledPixbufKey = "gtkui-scaled-pixbuf"

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkDrawingArea> {
        let area: UnsafeMutablePointer<GtkDrawingArea> = gtk_drawing_area_new()!.cast()
        // Flexible, as SwiftUI's resizable images are: frames and stacks give it their space.
        gtk_widget_set_hexpand(area.cast(), 1)
        gtk_widget_set_vexpand(area.cast(), 1)
        // A picture, to a screen reader, not a canvas.
        atk_object_set_role(gtk_widget_get_accessible(area.cast()), ATK_ROLE_IMAGE)
        let coordinator = context.coordinator
        context.connect(area, "draw") { args -> Bool in
            guard let cairo = args[1].pointer.map(OpaquePointer.init) else { return false }
            coordinator.draw(area.cast(), cairo)
            return false
        }
        return area
    }

    func updateWidget(_ area: UnsafeMutablePointer<GtkDrawingArea>, context: Context) {
        let coordinator = context.coordinator
        guard coordinator.image != image else { return }
        let filterChanged = coordinator.image.map { $0.gdkInterpolation != image.gdkInterpolation } ?? false
        let sourceChanged = coordinator.load(image)
        coordinator.image = image
        ImageLoading.setAccessibleName(image.accessibleName, of: area.cast())
        if sourceChanged || filterChanged { GObjectData.set(nil, on: area, key: Self.scaledPixbufKey) }
        gtk_widget_queue_resize(area.cast())
    }

    /// The picture's own size as natural size, at least ``minimumSide`` as minimum; with a
    /// content mode, the height follows the width GTK offers.
    func sizeThatFits(_ proposal: ProposedViewSize, widget: UnsafeMutablePointer<GtkDrawingArea>, context: Context)
        -> ViewSize?
    {
        let coordinator = context.coordinator
        coordinator.load(image)
        let natural = coordinator.naturalSize
        let width = proposal.width == 0 ? min(natural.width, Self.minimumSide) : natural.width
        var height = natural.height
        if image.contentMode != nil, let offered = proposal.width, offered > 0 {
            height = offered / (image.aspectRatio ?? natural.width / max(1, natural.height))
        }
        if proposal.height == 0 { height = min(height, Self.minimumSide) }
        return ViewSize(width: width, height: height)
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// The loaded picture and the image last shown; draws for the area's `draw` signal.
    @MainActor
    final class Coordinator {
        var image: Image?
        private var loaded: Image.Source?
        /// The file's picture at full size; nil for icons and missing files.
        private var picture: GObjectReference<GObject>?
        /// The theme icon drawn when there is no picture.
        private var iconName = "image-missing"
        private(set) var naturalSize = ViewSize(width: 16, height: 16)

        /// Loads the source of `image` unless it is loaded; returns whether it changed.
        @discardableResult
        func load(_ image: Image) -> Bool {
            guard loaded != image.source else { return false }
            loaded = image.source
            picture = nil
            iconName = "image-missing"
            let side = Double(image.pixelSize ?? 16)
            naturalSize = ViewSize(width: side, height: side)
            switch image.source {
            case .icon(let name):
                iconName = ImageLoading.iconName(for: name) ?? "image-missing"
            case .file(let path):
                if let pixbuf = ImageLoading.pixbuf(at: path) {
                    picture = GObjectReference(adopting: UnsafeMutablePointer<GObject>(pixbuf))
                    naturalSize = ViewSize(
                        width: Double(gdk_pixbuf_get_width(pixbuf)), height: Double(gdk_pixbuf_get_height(pixbuf)))
                }
            case .loaded(let loaded):
                // Drawn from its full pixels; its natural size is in points.
                if let pixbuf = loaded.pixbufReference(scaled: false) {
                    picture = GObjectReference(adopting: UnsafeMutablePointer<GObject>(pixbuf))
                    naturalSize = ViewSize(
                        width: Double(loaded.pixelWidth) / loaded.scale,
                        height: Double(loaded.pixelHeight) / loaded.scale)
                }
            }
            return true
        }

        func draw(_ area: UnsafeMutablePointer<GtkWidget>, _ cairo: OpaquePointer) {
            guard let image else { return }
            let boundsWidth = Double(gtk_widget_get_allocated_width(area))
            let boundsHeight = Double(gtk_widget_get_allocated_height(area))
            let scale = Double(max(1, gtk_widget_get_scale_factor(area)))
            // Icons keep their square shape; pictures follow the image's content mode.
            let isPicture = picture != nil
            let rect = ImageFitting(
                pictureWidth: naturalSize.width, pictureHeight: naturalSize.height,
                ratio: isPicture ? image.aspectRatio : 1, mode: isPicture ? image.contentMode : .fit,
                boundsWidth: boundsWidth, boundsHeight: boundsHeight)
            let pixelWidth = ClampedLength.pixels(rect.width * scale, "image size", minimum: 1)
            let pixelHeight = ClampedLength.pixels(rect.height * scale, "image size", minimum: 1)
            guard let scaled = scaledPixbuf(for: area, width: pixelWidth, height: pixelHeight, scale: scale) else {
                return
            }
            cairo_save(cairo)
            cairo_rectangle(cairo, 0, 0, boundsWidth, boundsHeight)
            cairo_clip(cairo)
            cairo_translate(cairo, rect.x, rect.y)
            cairo_scale(cairo, 1 / scale, 1 / scale)
            gdk_cairo_set_source_pixbuf(cairo, scaled, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }

        /// The pixbuf at `width`×`height` device pixels, kept on the area until the size changes.
        private func scaledPixbuf(
            for area: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, scale: Double
        ) -> OpaquePointer? {
            let key = ResizableImageWidget.scaledPixbufKey
            if let kept = GObjectData.get(GObjectReference<GObject>.self, on: area, key: key).map({
                OpaquePointer($0.pointer)
            }),
                gdk_pixbuf_get_width(kept) == width, gdk_pixbuf_get_height(kept) == height
            {
                return kept
            }
            let made: OpaquePointer?
            if let picture {
                made = gdk_pixbuf_scale_simple(
                    OpaquePointer(picture.pointer), width, height, image?.gdkInterpolation ?? GDK_INTERP_BILINEAR)
            } else {
                made = loadIcon(for: area, side: min(width, height), scale: scale)
            }
            guard let made else { return nil }
            // The area owns the pixbuf from here; GLib unrefs it when replaced or when the area goes.
            GObjectData.set(GObjectReference(adopting: UnsafeMutablePointer<GObject>(made)), on: area, key: key)
            return made
        }

        /// The icon at `side` device pixels, in the theme's colours for a symbolic icon.
        private func loadIcon(for area: UnsafeMutablePointer<GtkWidget>, side: Int32, scale: Double)
            -> OpaquePointer?
        {
            let factor = Int32(scale)
            let logical = max(1, side / max(1, factor))
            guard
                let info = gtk_icon_theme_lookup_icon_for_scale(
                    gtk_icon_theme_get_default(), iconName, logical, factor,
                    GTK_ICON_LOOKUP_FORCE_SIZE)
            else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(info)) }
            var error: UnsafeMutablePointer<GError>?
            let pixbuf = gtk_icon_info_load_symbolic_for_context(info, gtk_widget_get_style_context(area), nil, &error)
            g_clear_error(&error)
            return pixbuf
        }
    }
}
