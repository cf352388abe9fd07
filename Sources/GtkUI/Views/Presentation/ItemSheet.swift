extension View {
    /// Presents a modal window for `item` while it is not nil, as SwiftUI's `.sheet(item:)`:
    /// `content` builds the window's view from the item. Closing the window sets `item` to nil;
    /// setting it to nil closes the window; `onDismiss` runs once each time the window goes away.
    ///
    /// When `item` changes to another item with a different id while the window is open, the
    /// window stays and its content is made anew for the new item (SwiftUI closes the sheet and
    /// opens another).
    public func sheet<Item: Identifiable, SheetContent: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> SheetContent
    ) -> some View {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { presented in if !presented { item.wrappedValue = nil } })
        return sheet(isPresented: isPresented, onDismiss: onDismiss) {
            if let value = item.wrappedValue {
                content(value).id(value.id)
            }
        }
    }
}
