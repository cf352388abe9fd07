extension View {
    /// Lays `overlay` over this view, sized by this view: a flexible overlay (a colour, a shape)
    /// covers it, and any other is placed by `alignment` at its natural size, at most this view's
    /// size. The overlay never makes the view larger.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        LayeredContent(base: self, layer: overlay, alignment: alignment, layerBelow: false)
    }

    /// Lays the views `overlay` builds over this view, sized by this view.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder _ overlay: () -> Overlay
    ) -> some View {
        LayeredContent(base: self, layer: overlay(), alignment: alignment, layerBelow: false)
    }
}
