/// A view with a menu that opens on a right click, the Menu key or Shift+F10; made by
/// ``View/contextMenu(menuItems:)``.
struct ContextMenu<Content: View, MenuItems: View>: View {
    let content: Content
    let menuItems: MenuItems
}

extension ContextMenu: PrimitiveContainerView {
    var representable: ContextMenuWidget<MenuParts<Content, MenuItems>> {
        ContextMenuWidget(content: MenuParts(anchor: content, items: menuItems))
    }
}

extension View {
    /// Gives this view a menu of the views `menuItems` builds, opened by a right click over it,
    /// or by the Menu key or Shift+F10 while a widget inside it has the keyboard focus. Items are
    /// made as in a ``Menu``.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenu(content: self, menuItems: menuItems())
    }
}
