/// The view that set a preference value, for values that must find that view's widgets when they
/// are read: a focused value counts while the focus is inside its view, and a keyboard shortcut
/// goes to its view's first button. The reader asks when it needs to; by then the view may show
/// other widgets than when it set the value. Held without keeping the view: once the view is
/// gone, it has no widgets.
@MainActor
final class PreferenceSource {
    private let handle: NodeHandle

    init(_ node: ViewNode) {
        handle = node.handle
    }

    /// The view's widgets now, in order; empty once the view is gone.
    var widgets: [WidgetPointer] {
        guard let node = handle.target else { return [] }
        var children: [MountedChild] = []
        node.appendWidgets(to: &children)
        return children.map(\.widget)
    }

    /// Whether the view is still shown.
    var isMounted: Bool { handle.target != nil }
}
