/// Commands put before, after or in place of one of the standard groups:
/// `CommandGroup(after: .newItem) { Button("Open Recent") { … } }`.
///
/// `CommandGroup(replacing: .appInfo) { … }` replaces the "About" item, `replacing: .appSettings`
/// the "Preferences" item; an empty content removes the group's items. The content is views, as
/// in a ``CommandMenu``.
public struct CommandGroup<Content: View> {
    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: () -> Content

    /// Commands shown before the items of the group at `placement`.
    nonisolated public init(before placement: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        self.placement = placement
        position = .before
        content = addition
    }

    /// Commands shown after the items of the group at `placement`.
    nonisolated public init(after placement: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        self.placement = placement
        position = .after
        content = addition
    }

    /// Commands shown instead of the items of the group at `placement`.
    nonisolated public init(replacing placement: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content)
    {
        self.placement = placement
        position = .replacing
        content = addition
    }
}

// The conformance in an extension, so that the type is not main-actor isolated and its
// initializers are nonisolated, as in SwiftUI.
@MainActor
extension CommandGroup: PrimitiveCommands {
    var contributions: [CommandContribution] {
        [
            CommandContribution(
                target: .group(placement, position),
                makeContent: { [content] in AnyView(SceneContent(content: content)) })
        ]
    }
}
