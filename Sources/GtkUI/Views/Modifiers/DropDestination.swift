import Foundation

/// A view that takes drops of one ``Transferable`` type.
struct DropDestination<Content: View, Payload: Transferable>: View {
    let content: Content
    let action: @MainActor ([Payload], CGPoint) -> Bool
    let isTargeted: @MainActor (Bool) -> Void
}

extension DropDestination: PrimitiveContainerView {
    var representable: DropDestinationBox<Content, Payload> {
        DropDestinationBox(content: content, action: action, isTargeted: isTargeted)
    }
}

extension View {
    /// Makes the view take drops of `payloadType` from GtkUI views and other applications.
    ///
    /// `action` gets the dropped values and the drop's location in the view's coordinates, and
    /// returns whether it took them; GTK tells the source so. `isTargeted` is called with `true`
    /// when a drag of that type enters the view and `false` when it leaves or drops.
    /// `String` takes text; `URL` takes a `text/uri-list` (a file manager's files arrive as file
    /// URLs) and text lines that are URLs or absolute paths. A drop of any other type is refused
    /// without calling `action`.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping @MainActor ([T], CGPoint) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> some View {
        DropDestination(content: self, action: action, isTargeted: isTargeted)
    }
}
