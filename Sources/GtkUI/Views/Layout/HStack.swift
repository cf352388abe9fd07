/// Stacks its children left to right in a horizontal `GtkBox`.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A horizontal stack of the views the closure builds.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: PrimitiveContainerView {
    var representable: StackContainer<Content> {
        StackContainer(axis: .horizontal, spacing: spacing, crossAlignment: alignment.gtkAlign, content: content)
    }
}
