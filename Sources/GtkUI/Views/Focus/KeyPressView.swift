/// A view whose key events, while it or a view inside has the focus, go to an `.onKeyPress`
/// action first.
struct KeyPressView<Content: View>: View {
    let content: Content
    let handler: KeyPressHandler
}

extension KeyPressView: PrimitiveContainerView {
    var representable: KeyPressBox<Content> { KeyPressBox(content: content, handler: handler) }
}
