extension View {
    /// Offers `handler` as an accessibility action of the view: an item named after `actionKind`
    /// in the view's context menu, which a screen reader user reaches with the Menu key or
    /// Shift+F10, as a mouse user does with a right click.
    ///
    /// GTK 3 lets a widget's accessible object offer only the actions of its own class, so
    /// GtkUI puts the action where every GNOME user, with or without a screen reader, finds it.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
    ) -> some View {
        contextMenu { Button(actionKind.title, action: handler) }
    }

    /// Offers `handler` as an accessibility action named `name`: an item of the view's context
    /// menu, as ``View/accessibilityAction(_:_:)`` does.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Offers `handler` as an accessibility action named by the text of `nameKey`.
    public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void
    ) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Offers `handler` as an accessibility action named `name`, as it is.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping @MainActor () -> Void
    ) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    /// Offers the buttons `content` builds as accessibility actions: items of the view's context
    /// menu, as ``View/accessibilityAction(_:_:)`` does.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        contextMenu(menuItems: content)
    }
}
