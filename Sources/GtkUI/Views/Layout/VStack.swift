/// Stacks its children top to bottom in a vertical `GtkBox`.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A vertical stack of the views the closure builds.
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension VStack: View {}

extension VStack: PrimitiveContainerView {
    var representable: StackContainer<Content> {
        StackContainer(axis: .vertical, spacing: spacing, crossAlignment: alignment.gtkAlign, content: content)
    }
}
