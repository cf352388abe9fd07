/// A view that can be dragged to other views and applications with a payload.
struct Draggable<Content: View, Payload: Transferable>: View {
    let content: Content
    let payload: @MainActor () -> Payload
}

extension Draggable: PrimitiveContainerView {
    var representable: DragSourceBox<Content, Payload> { DragSourceBox(content: content, payload: payload) }
}

extension View {
    /// Makes the view a drag source: dragging it with the primary button carries `payload`, made
    /// when a destination asks for it.
    ///
    /// A `String` travels as text; a `URL` as a `text/uri-list` (a file manager takes a file URL
    /// as the file) and as text. GTK draws the drag icon: SwiftUI's preview of the view is not
    /// supported.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping @MainActor () -> T) -> some View {
        Draggable(content: self, payload: payload)
    }
}
