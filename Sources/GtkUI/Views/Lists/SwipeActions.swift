/// The edges swipe actions come from; GTK shows a row's swipe actions in its menu whatever the
/// edge.
public enum HorizontalEdge: Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

extension View {
    /// Gives a list row actions that SwiftUI reveals by swiping. A GTK desktop has no swipe on
    /// list rows, so the actions are the row's menu, opened by a right click or the Menu key, as
    /// ``contextMenu(menuItems:)`` does. `edge` and `allowsFullSwipe` are accepted and ignored.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        contextMenu(menuItems: content)
    }
}

extension ContextMenu {
    /// Adds swipe actions to a view that already has a menu (its other swipe actions, or a
    /// context menu): a row has one menu, so the actions join it after a separator, instead of
    /// a second menu hiding the first.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        ContextMenu<Content, TupleView<MenuItems, Divider, Actions>>(
            content: self.content, menuItems: TupleView(menuItems, Divider(), content()))
    }
}
