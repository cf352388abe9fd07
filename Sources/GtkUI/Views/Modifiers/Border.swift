extension View {
    /// Draws a border of `width` pixels just inside this view's edges, over its content, without
    /// changing its size: SwiftUI's border, an overlaid rectangle stroked inside its bounds. A
    /// negative width is taken as 0, with one warning.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        var lineWidth = width
        if !(lineWidth >= 0) {
            Diagnostics.warn("GtkUI: border width \(width) is negative; using 0")
            lineWidth = 0
        }
        return overlay(Rectangle().strokeBorder(content, lineWidth: lineWidth))
    }
}
