/// A view with toolbar items: the content in place, and the items in the header bar of the
/// window (or sheet) it is in, for as long as the view is shown. Made by ``View/toolbar(content:)``.
struct ToolbarModifier<Content: View, Items: View>: View {
    let content: Content
    let items: Items

    /// The content, and the items mounted beside it without a widget in its container.
    public var body: some View {
        content
        ToolbarItems(content: items)
    }
}

extension View {
    /// Puts `content` in the header bar of this view's window: ``ToolbarItem``s and
    /// ``ToolbarItemGroup``s at their placements, other views at `.automatic` (the end).
    ///
    /// The items are views of this view: they read its state and environment, update with it,
    /// and leave the header bar when it goes away. Outside a window with a header bar they are
    /// ignored, with one warning.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        ToolbarModifier(content: self, items: content())
    }
}
