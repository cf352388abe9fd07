import CGtkShim

/// The box behind `.popover`: holds the view, and the `GtkPopover` that points at it.
struct PopoverBox<Content: View, PopoverContent: View>: GtkContainerRepresentable {
    let content: Content
    let isPresented: Binding<Bool>
    let attachmentAnchor: PopoverAttachmentAnchor
    let arrowEdge: Edge
    let popoverContent: () -> PopoverContent

    func makeCoordinator() -> PopoverCoordinator<PopoverContent> { PopoverCoordinator(isPresented: isPresented) }

    /// A plain box; a popover asked for before the box is on screen opens once it is.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let box = WrapperBox.make()
        let coordinator = context.coordinator
        context.connect(box, "map") { _ in coordinator.sync() }
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        let coordinator = context.coordinator
        coordinator.anchor = box.cast()
        coordinator.isPresented = isPresented
        coordinator.makeContent = popoverContent
        coordinator.environment = context.environment
        coordinator.attachmentAnchor = attachmentAnchor
        coordinator.position = Self.position(for: arrowEdge, in: box.cast())
        coordinator.sync()
    }

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        gtk_container_add(box.cast(), child)
        ChildAlignment.flexibilityChanged(box.cast())
    }

    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkBox>, context: Context) {
        gtk_container_remove(box.cast(), child)
        ChildAlignment.flexibilityChanged(box.cast())
    }

    static func dismantleWidget(_ box: UnsafeMutablePointer<GtkBox>, coordinator: PopoverCoordinator<PopoverContent>) {
        coordinator.tearDown()
    }

    /// GTK's side for the popover: the arrow on the view's `edge` puts the popover on that side.
    /// Leading and trailing follow the widget's text direction.
    static func position(for edge: Edge, in widget: WidgetPointer) -> GtkPositionType {
        let isRightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        let isOneEdge = [Edge.top, .bottom, .leading, .trailing].contains(edge)
        ControlSupport.warn(
            if: !isOneEdge, on: widget, key: "gtkui-popover-edge",
            "GtkUI: a popover's arrowEdge must be one edge, not the set \(edge.rawValue); it uses .top")
        switch edge {
        case .top: return GTK_POS_TOP
        case .bottom: return GTK_POS_BOTTOM
        case .leading: return isRightToLeft ? GTK_POS_RIGHT : GTK_POS_LEFT
        case .trailing: return isRightToLeft ? GTK_POS_LEFT : GTK_POS_RIGHT
        default: return GTK_POS_TOP
        }
    }
}
