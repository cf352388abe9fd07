import CGtkShim
import Foundation

/// A canvas's symbol views, each laid out in an offscreen window of its own (never shown on
/// screen), found by the tag its view was given.
///
/// A symbol is drawn once into an image at each pixel size the renderer asks for, and that image
/// is reused, on every frame, until the symbol's window draws again (its view changed): then the
/// images are dropped and the canvas draws again, so a symbol that changes on its own shows.
final class CanvasSymbols {
    private struct Entry {
        let child: WidgetPointer
        let window: UnsafeMutablePointer<GtkWidget>
        var tag: AnyHashable?
        /// The symbol drawn at each pixel size asked for, while its view is unchanged.
        var images: [PixelSize: CanvasSurface] = [:]
    }

    /// A size in device pixels.
    struct PixelSize: Hashable {
        let width: Int32
        let height: Int32
    }

    /// The largest side of a symbol's image; a symbol drawn larger is drawn from its widget each
    /// time rather than kept.
    static let largestImage: Int32 = 2048
    /// Sizes kept per symbol; a renderer that draws one symbol at many sizes starts over.
    private static let sizesKept = 4

    private var entries: [Entry] = []
    /// The drawing area to draw again when a symbol changes (borrowed: set while it is mounted).
    var canvas: UnsafeMutablePointer<GtkWidget>?

    nonisolated init() {}

    /// Puts `child` in an offscreen window of its own, under `tag`.
    @MainActor
    func add(_ child: WidgetPointer, tag: AnyHashable?) {
        let window = gtk_offscreen_window_new()!
        gtk_container_add(window.cast(), child)
        // The window draws when its view changed: the kept images are stale. The connection's
        // box goes with the window.
        Signals.connect(
            window, "damage-event",
            returning: { [weak self] _ -> Bool in
                self?.changed(window)
                return false
            })
        gtk_widget_show_all(window)
        entries.append(Entry(child: child, window: window, tag: tag))
    }

    /// Drops the images of the symbol in `window` and draws the canvas again.
    @MainActor
    private func changed(_ window: UnsafeMutablePointer<GtkWidget>) {
        guard let index = entries.firstIndex(where: { $0.window == window }), !entries[index].images.isEmpty
        else { return }
        entries[index].images.removeAll()
        if let canvas { gtk_widget_queue_draw(canvas) }
    }

    /// Takes `child` out of its window and destroys the window.
    @MainActor
    func remove(_ child: WidgetPointer) {
        guard let index = entries.firstIndex(where: { $0.child == child }) else { return }
        let entry = entries.remove(at: index)
        gtk_container_remove(entry.window.cast(), entry.child)
        gtk_widget_destroy(entry.window)
    }

    /// Files `child` under `tag` instead.
    func retag(_ child: WidgetPointer, tag: AnyHashable?) {
        guard let index = entries.firstIndex(where: { $0.child == child }) else { return }
        entries[index].tag = tag
    }

    /// Takes every child out and destroys the windows (the engine keeps its own references to
    /// the children).
    @MainActor
    func removeAll() {
        for entry in entries.reversed() { remove(entry.child) }
    }

    /// The laid-out widget tagged `tag`, and its size; nil when no symbol has that tag.
    @MainActor
    func widget(tagged tag: AnyHashable) -> (widget: WidgetPointer, size: CGSize)? {
        guard let entry = entries.last(where: { $0.tag == tag }) else { return nil }
        // Lays the window out now if it waits for an idle pass, so the first frame can draw it.
        gtk_container_check_resize(entry.window.cast())
        let size = CGSize(
            width: Double(gtk_widget_get_allocated_width(entry.child)),
            height: Double(gtk_widget_get_allocated_height(entry.child)))
        return (entry.child, size)
    }

    /// The symbol `widget` drawn into an image of `pixels`, stretched from its `size`: kept from
    /// an earlier frame while the symbol is unchanged. Nil for a widget that is no symbol here.
    @MainActor
    func image(of widget: WidgetPointer, size: CGSize, pixels: PixelSize) -> CanvasSurface? {
        guard let index = entries.firstIndex(where: { $0.child == widget }) else { return nil }
        if let image = entries[index].images[pixels] { return image }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels.width, pixels.height),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let image = CanvasSurface(owning: surface)
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, Double(pixels.width) / size.width, Double(pixels.height) / size.height)
        CanvasWork.symbolsDrawn += 1
        gtk_widget_draw(widget, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        if entries[index].images.count >= Self.sizesKept { entries[index].images.removeAll() }
        entries[index].images[pixels] = image
        return image
    }
}
