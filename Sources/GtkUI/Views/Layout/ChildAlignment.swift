import CGtkShim

/// SwiftUI's cross-axis rule on GTK's alignment, for containers that place children like a stack:
/// each child gets the container's alignment, except that a child flexible along an axis (GTK's
/// computed expand, which a container derives from its children) fills that axis.
///
/// The rule is stored on the container, so a change deep in the tree realigns every ancestor on
/// the way up (C: `gtkui_layout_*`).
@MainActor
enum ChildAlignment {
    /// Makes `container` align its children by `horizontal` and `vertical`; nil leaves an axis alone.
    static func set(on container: WidgetPointer, horizontal: GtkAlign?, vertical: GtkAlign?) {
        gtkui_layout_set_child_alignment(
            container, horizontal.map { Int32(bitPattern: $0.rawValue) } ?? -1,
            vertical.map { Int32(bitPattern: $0.rawValue) } ?? -1)
    }

    /// Aligns `child` by its container's rule.
    static func align(_ child: WidgetPointer, in container: WidgetPointer) {
        gtkui_layout_align_child(container, child)
    }

    /// Realigns `widget` and its ancestors after its flexibility may have changed.
    static func flexibilityChanged(_ widget: WidgetPointer) {
        gtkui_layout_flexibility_changed(widget)
    }

    /// Tells the rules that `child` was added to `container`, and realigns.
    static func childAdded(_ child: WidgetPointer, to container: WidgetPointer) {
        gtkui_layout_child_added(container, child)
    }

    /// Tells the rules that `child` is about to leave `container`.
    static func childWillBeRemoved(_ child: WidgetPointer, from container: WidgetPointer) {
        gtkui_layout_child_removed(container, child)
    }

    /// Sets the layout priority of `widget` among its siblings.
    static func setPriority(_ priority: Double, of widget: WidgetPointer) {
        gtkui_layout_set_priority(widget, priority)
    }

    /// A new `GtkUIFrame`: a box whose size is its content's clamped to a frame.
    static func makeFrame() -> WidgetPointer {
        gtkui_frame_new()
    }
}
