/// A view made focusable by `.focusable`.
struct FocusableView<Content: View>: View {
    let content: Content
    let isFocusable: Bool
}

extension FocusableView: PrimitiveContainerView {
    var representable: FocusableBox<Content> { FocusableBox(content: content, isFocusable: isFocusable) }
}
