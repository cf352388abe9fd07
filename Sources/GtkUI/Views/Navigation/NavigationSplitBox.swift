/// The panes of a ``NavigationSplitView``: a horizontal `GtkPaned` with the sidebar's box and
/// the detail's, or with the sidebar's and a second paned of the content's and the detail's.
struct NavigationSplitBox<Content: View>: GtkContainerRepresentable {
    let content: Content
    let model: NavigationSplitModel
    /// 2 or 3.
    let columnCount: Int
    let visibility: NavigationSplitViewVisibility

    func makeCoordinator() -> NavigationSplitCoordinator { NavigationSplitCoordinator(model: model) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkPaned> {
        let outer: UnsafeMutablePointer<GtkPaned> = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!.cast()
        gtk_widget_set_hexpand(outer.cast(), 1)
        gtk_widget_set_vexpand(outer.cast(), 1)
        let columns = (0..<3).map { _ in
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            // Shown or hidden by the visibility alone, not by the hosting's show_all.
            gtk_widget_set_no_show_all(box, 1)
            return box
        }
        gtk_style_context_add_class(gtk_widget_get_style_context(columns[0]), "sidebar")
        gtk_paned_pack1(outer, columns[0], 0, 0)
        if columnCount == 3 {
            let inner: UnsafeMutablePointer<GtkPaned> = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!.cast()
            gtk_paned_pack1(inner, columns[1], 0, 0)
            gtk_paned_pack2(inner, columns[2], 1, 0)
            gtk_paned_pack2(outer, inner.cast(), 1, 0)
            gtk_widget_show(inner.cast())
            context.coordinator.attach(columns: columns, panes: [outer, inner, inner])
        } else {
            gtk_paned_pack2(outer, columns[2], 1, 0)
            context.coordinator.attach(columns: columns, panes: [outer, outer, outer])
        }
        let coordinator = context.coordinator
        context.connect(outer, "hierarchy-changed") { _ in coordinator.titlesChanged() }
        return outer
    }

    func updateWidget(_ outer: UnsafeMutablePointer<GtkPaned>, context: Context) {
        let coordinator = context.coordinator
        coordinator.enclosing = context.environment.navigationPageScope
        coordinator.show(visibility.shownColumns(of: columnCount))
    }

    static func dismantleWidget(_ outer: UnsafeMutablePointer<GtkPaned>, coordinator: NavigationSplitCoordinator) {
        coordinator.dismantle()
    }

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to outer: UnsafeMutablePointer<GtkPaned>,
        context: Context
    ) {
        context.coordinator.add(child, at: placement)
    }

    func removeChild(_ child: WidgetPointer, from outer: UnsafeMutablePointer<GtkPaned>, context: Context) {
        context.coordinator.remove(child)
    }

    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in outer: UnsafeMutablePointer<GtkPaned>, context: Context
    ) {
        context.coordinator.remove(child)
        context.coordinator.add(child, at: placement)
    }

    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in outer: UnsafeMutablePointer<GtkPaned>,
        context: Context
    ) {
        context.coordinator.remove(child)
        context.coordinator.add(child, at: placement)
    }
}
