/// A button that pops up a menu of the views `content` builds (`GtkMenuButton` with a `GtkMenu`):
///
/// ```swift
/// Menu("Actions") {
///     Button("Copy") { copy() }
///     Toggle("Wrap lines", isOn: $wraps)
///     Divider()
///     Section("Export") { Button("PDF") { export() } }
///     Menu("More") { Button("Info") { info() } }
/// }
/// ```
///
/// Buttons become items, toggles check items, dividers separators, sections groups between
/// separators with their header, nested menus submenus. Other views are left out, with one
/// warning. `.menuStyle(.borderlessButton)` draws the button without a frame.
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content

    /// A menu of the views `content` builds, opened by a button showing the views `label` builds.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension Menu: View {}

extension Menu where Label == Text {
    /// A menu opened by a button titled `title`.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu: PrimitiveContainerView {
    var representable: MenuButtonWidget<MenuParts<Label, Content>> {
        MenuButtonWidget(title: ControlSupport.text(of: label), content: MenuParts(anchor: label, items: content))
    }
}
