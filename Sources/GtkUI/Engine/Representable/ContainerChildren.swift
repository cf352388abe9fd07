import CGtkShim

/// The default placement of children in any `GtkContainer`, for containers that only keep an
/// order.
@MainActor
enum ContainerChildren {
    /// Container types already warned about holding one child.
    private static var warnedBins: Set<UInt> = []

    /// Appends `child` and, unless it goes at the end, puts it at its index: by
    /// `gtk_box_reorder_child` in a box, else by taking out the children after the index and
    /// appending them again.
    static func add(_ child: WidgetPointer, at placement: ChildPlacement, to container: WidgetPointer) {
        if container.isInstance(of: gtk_bin_get_type()), let existing = gtk_bin_get_child(container.cast()) {
            if existing != child { warnFull(container) }
            return
        }
        gtk_container_add(container.cast(), child)
        guard !placement.isAtEnd else { return }
        if container.isInstance(of: gtk_box_get_type()) {
            gtk_box_reorder_child(container.cast(), child, Int32(placement.index))
            return
        }
        let others = children(of: container).filter { $0 != child }
        guard placement.index < others.count else { return }
        for sibling in others[placement.index...] {
            g_object_ref(sibling.gObject)
            gtk_container_remove(container.cast(), sibling)
            gtk_container_add(container.cast(), sibling)
            g_object_unref(sibling.gObject)
        }
    }

    /// Removes `child` when it is in `container` (a bin's extra child never was).
    static func remove(_ child: WidgetPointer, from container: WidgetPointer) {
        guard gtk_widget_get_parent(child) == container else { return }
        gtk_container_remove(container.cast(), child)
    }

    /// The container's children in its own order.
    static func children(of container: WidgetPointer) -> [WidgetPointer] {
        let list = gtk_container_get_children(container.cast())
        defer { g_list_free(list) }
        var children: [WidgetPointer] = []
        var item = list
        while let node = item {
            if let data = node.pointee.data { children.append(data.assumingMemoryBound(to: GtkWidget.self)) }
            item = node.pointee.next
        }
        return children
    }

    private static func warnFull(_ container: WidgetPointer) {
        let type = gtkui_instance_type(container)
        guard warnedBins.insert(UInt(type)).inserted else { return }
        Diagnostics.warn(
            "GtkUI: a \(String(cString: g_type_name(type))) holds one child; "
                + "the content's further views are not shown (wrap them in a VStack)")
    }
}
