/// Stacks its children left to right in a horizontal `GtkBox`.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A horizontal stack of the views the closure builds.
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension HStack: View {}

extension HStack: PrimitiveContainerView {
    var representable: StackContainer<Content> {
        StackContainer(axis: .horizontal, spacing: spacing, crossAlignment: alignment.gtkAlign, content: content)
    }
}
