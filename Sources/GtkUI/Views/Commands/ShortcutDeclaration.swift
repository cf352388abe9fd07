/// One view's `.keyboardShortcut`: the shortcut, for the first button among the view's widgets.
struct ShortcutDeclaration {
    /// The view that declares it.
    let source: PreferenceSource
    let shortcut: KeyboardShortcut

    /// The first button in the view's widgets now, if any.
    @MainActor
    var button: WidgetPointer? {
        for widget in source.widgets {
            if let button = Self.firstButton(in: widget) { return button }
        }
        return nil
    }

    @MainActor
    private static func firstButton(in widget: WidgetPointer) -> WidgetPointer? {
        if widget.isInstance(of: gtk_button_get_type()) { return widget }
        guard widget.isInstance(of: gtk_container_get_type()) else { return nil }
        for child in ContainerChildren.children(of: widget) {
            if let button = firstButton(in: child) { return button }
        }
        return nil
    }
}
