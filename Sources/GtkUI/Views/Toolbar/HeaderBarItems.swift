/// The toolbar items of a window, mounted with the header bar as their container: each
/// ``ToolbarContribution`` in its own place, so that an item keeps its state while the toolbars
/// around it change. The header bar itself belongs to its ``HeaderBarController``, which packs
/// the children at their placements.
struct HeaderBarItems: GtkContainerRepresentable {
    let contributions: [ToolbarContribution]
    /// Borrowed: the controller owns the node that mounts this view.
    unowned let controller: HeaderBarController

    var content: some View {
        ForEach(contributions, id: \.id) { $0.items }
    }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkHeaderBar> { controller.bar }

    func updateWidget(_ bar: UnsafeMutablePointer<GtkHeaderBar>, context: Context) {}

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to bar: UnsafeMutablePointer<GtkHeaderBar>,
        context: Context
    ) {
        controller.insert(
            ToolbarWidget(widget: child, placement: placement.containerValues.toolbarItemPlacement),
            at: placement.index)
    }

    func removeChild(_ child: WidgetPointer, from bar: UnsafeMutablePointer<GtkHeaderBar>, context: Context) {
        controller.remove(child)
    }

    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in bar: UnsafeMutablePointer<GtkHeaderBar>,
        context: Context
    ) {
        controller.remove(child)
        addChild(child, at: placement, to: bar, context: context)
    }

    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in bar: UnsafeMutablePointer<GtkHeaderBar>,
        context: Context
    ) {
        moveChild(child, to: placement, in: bar, context: context)
    }
}
