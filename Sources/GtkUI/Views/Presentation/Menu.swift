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
/// warning. The button is drawn by the ``MenuStyle`` of the environment:
/// `.menuStyle(.borderlessButton)` draws it without a frame. Inside another menu, a menu is a
/// submenu, which no style draws.
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content
    /// Made from a style's configuration (``init(_:)``): drawn in the automatic style, whatever
    /// the environment says, so that a style showing `Menu(configuration)` does not draw itself.
    private var ignoresStyle = false

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

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The standard menu for a ``MenuStyle``'s configuration: its label and items, drawn as the
    /// automatic style draws a menu. Use it inside `makeBody` to keep GTK's menu button and add to it.
    nonisolated public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        ignoresStyle = true
    }
}

extension Menu: StyledView {
    static var styleLabelType: ObjectIdentifier { ObjectIdentifier(MenuStyleConfiguration.Label.self) }

    func makeStyledBody(in environment: EnvironmentValues, linker: inout StyleLinker) -> any View {
        let configuration = MenuStyleConfiguration(
            label: .init(content: StyleContent(label, usage: linker.labelUsage)),
            content: .init(content: StyleContent(content, usage: nil)))
        // Inside a menu this is a submenu: its items go to the enclosing menu, and no button shows.
        guard !ignoresStyle, !environment.isInMenu, let style = environment.menuStyle?.style else {
            linker.link(DefaultMenuStyle())
            return DefaultMenuStyle().makeBody(configuration: configuration)
        }
        return Self.body(of: style, configuration, linker: &linker)
    }

    @MainActor private static func body<Style: MenuStyle>(
        of style: Style, _ configuration: MenuStyleConfiguration, linker: inout StyleLinker
    ) -> any View {
        linker.link(style)
        // A style whose body shows a `Menu` would draw that menu again, forever.
        guard !linker.drawsEnclosingControl else { return DefaultMenuStyle().makeBody(configuration: configuration) }
        return style.makeBody(configuration: configuration)
    }
}
