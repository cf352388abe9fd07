extension View {
    /// Shows `content` along the top or bottom edge of this view, which takes the rest of the
    /// space, as SwiftUI's `.safeAreaInset(edge:)`: a bar of buttons below a list, say.
    ///
    /// On GTK the two sit in a box: this view does not scroll beneath the inset, as it may in SwiftUI.
    public func safeAreaInset<InsetContent: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> InsetContent
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Shows `content` along the leading or trailing edge of this view, which takes the rest of
    /// the space, as SwiftUI's `.safeAreaInset(edge:)`.
    public func safeAreaInset<InsetContent: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> InsetContent
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
}
