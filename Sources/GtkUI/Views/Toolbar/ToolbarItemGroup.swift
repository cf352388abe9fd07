/// Several toolbar items that share one placement: each view of `content` is packed into the
/// header bar at `placement`, in order.
public struct ToolbarItemGroup<Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items showing the views of `content` at `placement`.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The views, each marked with the group's placement (an item inside keeps its own).
    @MainActor public var body: some View {
        content.containerValue(\.toolbarItemPlacement, placement)
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension ToolbarItemGroup: View {}
