/// A menu of commands with a name: `CommandMenu("Text") { Button("Reverse") { … } }`.
///
/// In the header bar's primary menu it is a submenu; in a menu bar, a menu of its own after the
/// standard menus. Its content is views, as in a ``Menu``: a `Button` is an item (its
/// `.keyboardShortcut` an accelerator of the app), a `Toggle` a check item, a `Divider` a
/// section break, a `Section` a section with its header, a `Picker` or a nested `Menu` a
/// submenu, and `.disabled` disables the item. A menu with no items is not shown.
public struct CommandMenu<Content: View> {
    let name: String
    let content: () -> Content

    /// A menu named `name` holding the views `content` builds.
    nonisolated public init(_ name: some StringProtocol, @ViewBuilder content: @escaping () -> Content) {
        self.name = String(name)
        self.content = content
    }
}

// The conformance in an extension, so that the type is not main-actor isolated and its
// initializers are nonisolated, as in SwiftUI.
@MainActor
extension CommandMenu: PrimitiveCommands {
    var contributions: [CommandContribution] {
        [
            CommandContribution(
                target: .menu(name), makeContent: { [content] in AnyView(SceneContent(content: content)) })
        ]
    }
}
