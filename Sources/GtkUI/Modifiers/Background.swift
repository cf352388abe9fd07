extension View {
    /// Paints `color` behind this view, over its whole area (CSS `background-color` on a wrapper).
    public func background(_ color: Color) -> some View {
        StyledBox(content: self, style: .background(color))
    }

    /// Puts `background` behind this view, sized by this view: a flexible background (a colour, a
    /// shape) fills it, and any other is placed by `alignment` at its natural size, at most this
    /// view's size. The background never makes the view larger.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        LayeredContent(base: self, layer: background, alignment: alignment, layerBelow: true)
    }

    /// Puts the views `background` builds behind this view, sized by this view.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder _ background: () -> Background
    ) -> some View {
        LayeredContent(base: self, layer: background(), alignment: alignment, layerBelow: true)
    }

    /// Fills `shape` with `color` behind this view, the shape fitted to the view's area.
    public func background<S: Shape>(_ color: Color, in shape: S) -> some View {
        LayeredContent(
            base: self, layer: ShapeDrawing(shape: shape, paint: .fill(color)), alignment: .center, layerBelow: true)
    }
}
