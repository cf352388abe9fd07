/// A view with toolbar items: the content in place, and the items in the header bar of the
/// window (or sheet) it is in, for as long as the view is shown. Made by ``View/toolbar(content:)``.
///
/// The items travel as views in the preference ``ToolbarItemsKey``, with this view's environment,
/// and the header bar mounts them: a new value of this view (its state changed) gives the header
/// bar new items, and nothing else is evaluated.
struct ToolbarModifier<Content: View, Items: View>: View {
    let content: Content
    let items: Items
    @Environment(\.self) private var environment

    var body: some View {
        let items = items
        let environment = environment
        PreferenceTransform<Content, ToolbarItemsKey>(
            content: content,
            transform: { value, source in
                guard let source else { return }
                let declared = items.transformEnvironment(\.self) { $0 = environment }
                value.insert(ToolbarContribution(id: ObjectIdentifier(source), items: AnyView(declared)), at: 0)
            },
            isSameOutput: { _ in false })
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
