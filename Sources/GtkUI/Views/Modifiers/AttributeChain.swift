import CGtkShim

/// Nested attribute boxes (`.help("…").accessibilityLabel("…")`) act as one: each keeps its
/// attributes on its frame, and the whole chain's attributes, merged with the innermost modifier
/// winning as with environment modifiers, go onto the widget inside the innermost frame.
@MainActor
enum AttributeChain {
    /// One box's attributes, owned by its frame through GObject data.
    private final class Holder {
        var attributes: WidgetAttributes
        init(_ attributes: WidgetAttributes) { self.attributes = attributes }
    }

    private static let key = "gtkui-widget-attributes"

    /// Keeps `attributes` on `frame`, replacing what it held.
    static func store(_ attributes: WidgetAttributes, on frame: WidgetPointer) {
        if let holder = holder(of: frame) {
            holder.attributes = attributes
            return
        }
        GObjectData.set(Holder(attributes), on: frame, key: key)
    }

    /// Applies the merged attributes of the chain holding `frame` to the widget inside the chain,
    /// if the innermost frame has one.
    static func apply(containing frame: WidgetPointer) {
        var outermost = frame
        while let parent = gtk_widget_get_parent(outermost), holder(of: parent) != nil {
            outermost = parent
        }
        var merged = WidgetAttributes()
        var widget = outermost
        while let holder = holder(of: widget) {
            merged.overlay(holder.attributes)
            guard let child = onlyChild(of: widget) else { return }
            widget = child
        }
        WidgetAttributeApplier.apply(merged, to: widget)
    }

    private static func holder(of widget: WidgetPointer) -> Holder? {
        GObjectData.get(Holder.self, on: widget, key: key)
    }

    /// The only child of a frame, if any.
    private static func onlyChild(of frame: WidgetPointer) -> WidgetPointer? {
        let list = gtk_container_get_children(frame.cast())
        defer { g_list_free(list) }
        return list?.pointee.data?.assumingMemoryBound(to: GtkWidget.self)
    }
}
