import CGtkShim
import Foundation

/// A canvas's symbol views, each laid out in an offscreen window of its own (never shown on
/// screen), found by the tag its view was given.
final class CanvasSymbols {
    private struct Entry {
        let child: WidgetPointer
        let window: UnsafeMutablePointer<GtkWidget>
        var tag: AnyHashable?
    }

    private var entries: [Entry] = []

    nonisolated init() {}

    /// Puts `child` in an offscreen window of its own, under `tag`.
    @MainActor
    func add(_ child: WidgetPointer, tag: AnyHashable?) {
        let window = gtk_offscreen_window_new()!
        gtk_container_add(window.cast(), child)
        gtk_widget_show_all(window)
        entries.append(Entry(child: child, window: window, tag: tag))
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
}
