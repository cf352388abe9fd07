extension View {
    /// Paints `color` behind this view, over its whole area (CSS `background-color` on a wrapper).
    public func background(_ color: Color) -> some View {
        StyledBox(content: self, style: .background(color))
    }

    /// Paints `style` (a gradient, a material, `.tint`, …) behind this view, over its whole area.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        LayeredContent(base: self, layer: Rectangle().fill(style), alignment: .center, layerBelow: true)
    }

    /// Paints the theme's window background behind this view, as SwiftUI's `.background()`.
    public func background() -> some View {
        background(BackgroundStyle())
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

    /// Fills `shape` with `style` behind this view, the shape fitted to the view's area.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        LayeredContent(
            base: self, layer: shape.fill(style, style: fillStyle), alignment: .center, layerBelow: true)
    }

    /// Fills `shape` with the theme's window background behind this view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
