/// The GTK menu button the built-in menu styles make.
@MainActor
enum NativeMenuButton {
    /// A `GtkMenuButton` showing the configuration's label, popping up its items; `flat` drops
    /// the button's frame (GTK's `flat` style class).
    static func body(_ configuration: MenuStyleConfiguration, isBorderless: Bool) -> some View {
        MenuButtonWidget(
            title: configuration.label.content.name, isBorderless: isBorderless,
            content: MenuParts(anchor: configuration.label, items: configuration.content))
    }
}
