extension View {
    /// Shows `content` in a popover pointing at this view while `isPresented` is true.
    ///
    /// The popover is a `GtkPopover` relative to this view's widget. A click outside it or
    /// Escape closes it and sets `isPresented` to false; setting `isPresented` to false closes
    /// it; `@Environment(\.dismiss)` inside it closes it too. Its content is built when it opens
    /// and dropped, with its state, when it closes.
    ///
    /// `arrowEdge` is the edge of this view the popover's arrow points from, so `.top` (the
    /// default, as in SwiftUI on macOS) opens the popover above the view, `.bottom` below it; GTK
    /// moves it to the other side when there is no room.
    ///
    /// Where GTK differs: the popover stays inside its window, since GTK 3 popovers are drawn in
    /// the window they belong to.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        PopoverBox(
            content: self, isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
            popoverContent: content)
    }

    /// Shows `content` for `item` in a popover pointing at this view while `item` is not nil.
    ///
    /// Closing the popover sets `item` to nil. A new item while the popover is open replaces its
    /// content in the same popover, with the content's state reset, instead of closing it and
    /// opening another.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return PopoverBox(
            content: self, isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
            popoverContent: { item.wrappedValue.map { content($0).id($0.id) } })
    }
}
