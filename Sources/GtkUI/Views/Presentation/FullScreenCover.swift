extension View {
    /// Presents `content` as a sheet that covers the window presenting it, while `isPresented`
    /// is true: SwiftUI's full-screen cover, on the desktop.
    ///
    /// The sheet is a modal window of its own, as ``View/sheet(isPresented:onDismiss:content:)``
    /// makes, opened at the size and place of the presenting window. Closing it by the close
    /// button or Escape sets `isPresented` to false; `onDismiss` runs once each time it goes.
    public func fullScreenCover<CoverContent: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> CoverContent
    ) -> some View {
        Sheet(content: self, isPresented: isPresented, onDismiss: onDismiss, sheetContent: content, fillsWindow: true)
    }

    /// Presents a sheet that covers the presenting window for `item` while it is not nil, as
    /// ``View/sheet(item:onDismiss:content:)`` does for an ordinary sheet.
    public func fullScreenCover<Item: Identifiable, CoverContent: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> CoverContent
    ) -> some View {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { presented in if !presented { item.wrappedValue = nil } })
        return fullScreenCover(isPresented: isPresented, onDismiss: onDismiss) {
            if let value = item.wrappedValue {
                content(value).id(value.id)
            }
        }
    }
}
