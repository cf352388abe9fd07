import CGtkShim

/// A view with `.help` or accessibility attributes.
struct AttributedView<Content: View>: View {
    let content: Content
    let attributes: WidgetAttributes
}

extension AttributedView: PrimitiveContainerView {
    var representable: AttributedBox<Content> { AttributedBox(content: content, attributes: attributes) }
}

/// The container behind `.help` and the accessibility modifiers: an unconstrained frame that sets
/// the attributes on its child's own widget, so assistive technologies see them on the control
/// itself rather than on an extra box around it.
struct AttributedBox<Content: View>: GtkContainerRepresentable {
    let content: Content
    let attributes: WidgetAttributes

    /// Creates an unconstrained frame box, marked so that enclosing attribute boxes look through it.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let frame = ChildAlignment.makeFrame()
        g_object_set_data(frame.gObject, Self.markerKey, frame)
        return frame
    }

    /// Applies changed attributes to the current child.
    func updateWidget(_ frame: UnsafeMutablePointer<GtkWidget>, context: Context) {
        if let child = Self.onlyChild(of: frame) {
            WidgetAttributeApplier.apply(attributes, to: Self.target(of: child))
        }
    }

    /// Adds the content and gives its widget the attributes.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to frame: UnsafeMutablePointer<GtkWidget>,
        context: Context
    ) {
        gtk_container_add(frame.cast(), child)
        ChildAlignment.flexibilityChanged(frame)
        WidgetAttributeApplier.apply(attributes, to: Self.target(of: child))
    }

    /// Removes the content.
    func removeChild(_ child: WidgetPointer, from frame: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_container_remove(frame.cast(), child)
        ChildAlignment.flexibilityChanged(frame)
    }

    /// Marks the frames of attribute boxes (any non-null data).
    static var markerKey: String { "gtkui-attributed-box" }

    /// The widget that gets the attributes: `child`, or, when `child` is another attribute box
    /// (`.help("…").accessibilityLabel("…")`), the widget inside it.
    static func target(of child: WidgetPointer) -> WidgetPointer {
        var widget = child
        while g_object_get_data(widget.gObject, markerKey) != nil, let inner = onlyChild(of: widget) {
            widget = inner
        }
        return widget
    }

    /// The only child of a frame, if any.
    private static func onlyChild(of frame: WidgetPointer) -> WidgetPointer? {
        let list = gtk_container_get_children(frame.cast())
        defer { g_list_free(list) }
        return list?.pointee.data?.assumingMemoryBound(to: GtkWidget.self)
    }
}
