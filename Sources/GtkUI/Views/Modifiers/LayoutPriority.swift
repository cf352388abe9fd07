/// Gives its content a layout priority among its siblings in a stack, as SwiftUI's
/// `.layoutPriority(_:)` does, where GTK can express it.
///
/// GTK shares a stack's free space among all its flexible children. With priorities, only the
/// flexible children of the highest priority take it: a `TextField` with priority 1 beside one
/// with priority 0 takes the whole free width. What GTK cannot express: SwiftUI also shrinks
/// lower-priority views first when space is short (truncating their text); GTK shrinks siblings
/// alike, down to their minimum sizes.
struct LayoutPriority<Content: View>: View {
    let content: Content
    let priority: Double
}

extension LayoutPriority: PrimitiveContainerView {
    var representable: LayoutPriorityBox<Content> { LayoutPriorityBox(content: content, priority: priority) }
}

/// The container behind ``LayoutPriority``.
struct LayoutPriorityBox<Content: View>: ContentFlexibleBox {
    let content: Content
    let priority: Double

    /// Creates an unconstrained frame box that carries the priority.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let frame = ChildAlignment.makeFrame()
        ChildAlignment.setPriority(priority, of: frame)
        return frame
    }

    /// Applies a changed priority.
    func updateWidget(_ frame: UnsafeMutablePointer<GtkWidget>, context: Context) {
        guard context.coordinator.priority != priority else { return }
        let isFirst = context.coordinator.priority == nil
        context.coordinator.priority = priority
        guard !isFirst else { return }
        ChildAlignment.setPriority(priority, of: frame)
        ChildAlignment.flexibilityChanged(frame)
    }

    /// Remembers the applied priority.
    func makeCoordinator() -> Coordinator { Coordinator() }

    /// The priority last applied.
    final class Coordinator {
        var priority: Double?
    }
}

extension View {
    /// Sets the priority with which this view takes free space in its stack: among flexible
    /// siblings, those of the highest priority take it all (0 by default).
    public func layoutPriority(_ value: Double) -> some View {
        LayoutPriority(content: self, priority: value)
    }
}
