/// What a child of a ``Menu`` or a `.contextMenu` container is: the menu's own label or the view
/// the context menu is attached to, shown in place, or an item, shown in the menu.
enum MenuPart: Hashable, Sendable {
    /// A menu item: a button, a toggle, a divider, a section, a nested menu.
    case item
    /// Shown in place: a menu's label, or the view a context menu belongs to.
    case anchor
}

private struct MenuPartKey: ContainerValueKey {
    static let defaultValue = MenuPart.item
}

extension ContainerValues {
    /// Whether this child is shown in place or as a menu item.
    var menuPart: MenuPart {
        get { self[MenuPartKey.self] }
        set { self[MenuPartKey.self] = newValue }
    }
}

private struct IsInMenuKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether views here are a menu's items: a nested ``Menu`` then gives its items to the
    /// enclosing menu as a submenu instead of popping up from its own button.
    var isInMenu: Bool {
        get { self[IsInMenuKey.self] }
        set { self[IsInMenuKey.self] = newValue }
    }
}

/// A menu's anchor followed by its items, as one content for the container.
struct MenuParts<Anchor: View, Items: View>: View {
    let anchor: Anchor
    let items: Items

    var body: some View {
        // The anchor is not an item: a menu inside it pops up by itself.
        anchor.environment(\.isInMenu, false).containerValue(\.menuPart, .anchor)
        items
    }
}
