/// One item of a ``View/toolbar(content:)``, placed in the window's header bar by `placement`.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .navigation) { Button("Back") { … } }
///     ToolbarItem(placement: .primaryAction) { Button("Add") { … } }
/// }
/// ```
/// Unlike SwiftUI, where toolbar items are `ToolbarContent`, a `ToolbarItem` here is a view
/// built with `@ViewBuilder`, so plain views, `if` and `ForEach` can sit beside it.
public struct ToolbarItem<ID, Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The item's view, marked with its placement.
    @MainActor public var body: some View {
        content.containerValue(\.toolbarItemPlacement, placement)
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension ToolbarItem: View {}

extension ToolbarItem where ID == Void {
    /// An item showing `content` at `placement`.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an `id` (SwiftUI uses it for customizable toolbars; GTK has none, so it only
    /// names the item).
    nonisolated public init(
        id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
    ) {
        self.placement = placement
        self.content = content()
    }
}
