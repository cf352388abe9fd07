extension View {
    /// Shows `text` as a tooltip when the pointer rests on this view.
    ///
    /// The tooltip goes on the view's own widget; GTK also exposes it to screen readers.
    public func help(_ text: some StringProtocol) -> some View {
        AttributedView(content: self, attributes: WidgetAttributes(tooltip: String(text)))
    }
}
