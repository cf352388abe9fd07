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
/// itself rather than on an extra box around it (``AttributeChain``).
struct AttributedBox<Content: View>: GtkContainerRepresentable {
    let content: Content
    let attributes: WidgetAttributes

    /// Creates an unconstrained frame box.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        ChildAlignment.makeFrame()
    }

    /// Keeps the attributes on the frame and applies the chain's to the widget inside.
    func updateWidget(_ frame: UnsafeMutablePointer<GtkWidget>, context: Context) {
        AttributeChain.store(attributes, on: frame)
        AttributeChain.apply(containing: frame)
    }

    /// Adds the content and gives its widget the attributes.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to frame: UnsafeMutablePointer<GtkWidget>,
        context: Context
    ) {
        gtk_container_add(frame.cast(), child)
        ChildAlignment.flexibilityChanged(frame)
        AttributeChain.store(attributes, on: frame)
        AttributeChain.apply(containing: frame)
    }

    /// Removes the content.
    func removeChild(_ child: WidgetPointer, from frame: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_container_remove(frame.cast(), child)
        ChildAlignment.flexibilityChanged(frame)
    }
}
