import CGtkShim

/// Gives its content a drawing and hit-testing order among the layers of a ``ZStack``. Behind ``View/zIndex(_:)``.
struct ZIndexView<Content: View>: View {
    let content: Content
    let value: Double
}

extension ZIndexView: PrimitiveContainerView {
    var representable: ZIndexBox<Content> { ZIndexBox(content: content, value: value) }
}

/// An unconstrained frame around the content that carries the zIndex for its container.
struct ZIndexBox<Content: View>: ContentFlexibleBox {
    let content: Content
    let value: Double

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> WidgetPointer {
        ChildAlignment.makeFrame()
    }

    /// Applies a changed zIndex; the C side does nothing when it is unchanged. A NaN zIndex
    /// orders nothing: it is drawn as 0, with one warning per view.
    func updateWidget(_ frame: WidgetPointer, context: Context) {
        if value.isNaN, !context.coordinator.warned {
            context.coordinator.warned = true
            Diagnostics.warn("GtkUI: zIndex(.nan) has no order; the view is drawn as if its zIndex were 0")
        }
        gtkui_set_z_index(frame, value.isNaN ? 0 : value)
    }

    /// Whether this view was warned about.
    final class Coordinator {
        var warned = false
    }
}

extension View {
    /// Sets the order in which this view is drawn among the layers of its ``ZStack``: higher
    /// values are drawn on top, and equal values keep the order they are written in. The default
    /// is 0.
    ///
    /// The layer drawn on top also takes the clicks where layers overlap. Where GTK differs: only a
    /// ZStack orders its layers by it (other containers do not overlap their children).
    public func zIndex(_ value: Double) -> some View {
        ZIndexView(content: self, value: value)
    }
}
