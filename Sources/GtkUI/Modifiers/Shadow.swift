extension View {
    /// Casts a shadow of `color`, blurred by `radius` pixels and offset by `x` and `y`.
    ///
    /// Where GTK 3 can only approximate: the shadow is CSS `box-shadow`, so it follows this view's
    /// rectangle, not the outline of what it draws. It looks right behind a view with an opaque
    /// rectangular background; behind text or a round shape it is a rectangle. A negative radius is
    /// taken as 0, with one warning.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0
    ) -> some View {
        var blur = radius
        if !(blur >= 0) {
            Diagnostics.warn("GtkUI: shadow radius \(radius) is negative; using 0")
            blur = 0
        }
        return StyledBox(content: self, style: .shadow(color, radius: blur, x: x, y: y))
    }
}
