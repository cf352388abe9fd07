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
    ///
    /// On a view that already has a menu (its other swipe actions, or a context menu) the actions
    /// join that menu after a separator: a row has one menu, and a second would hide the first.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        SwipeActionsMenu(base: self, actions: content())
    }
}

/// A view with swipe actions: the menu of its base view, joined by the actions, or a new menu.
/// The menu is found by its type at run time: modifiers return opaque types, so no overload can
/// tell statically that the base already has one. Not itself a row source, so a `ForEach` of
/// such rows stays one source whose offsets `onDelete` receives.
struct SwipeActionsMenu<Base: View, Actions: View>: View {
    let base: Base
    let actions: Actions

    var body: AnyView {
        if let menu = base as? any MenuJoining {
            return menu.joining(actions)
        }
        return AnyView(ContextMenu(content: base, menuItems: actions))
    }
}

/// A view with a menu that more items can join.
@MainActor
protocol MenuJoining {
    /// This view with `items` added to its menu after a separator.
    func joining<Items: View>(_ items: Items) -> AnyView
}

extension ContextMenu: MenuJoining {
    func joining<Items: View>(_ items: Items) -> AnyView {
        AnyView(
            ContextMenu<Content, TupleView<MenuItems, Divider, Items>>(
                content: content, menuItems: TupleView(menuItems, Divider(), items)))
    }
}

extension SwipeActionsMenu: MenuJoining {
    func joining<Items: View>(_ items: Items) -> AnyView {
        AnyView(
            SwipeActionsMenu<Base, TupleView<Actions, Divider, Items>>(
                base: base, actions: TupleView(actions, Divider(), items)))
    }
}
