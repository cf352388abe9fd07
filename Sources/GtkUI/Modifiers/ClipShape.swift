extension View {
    /// Draws this view only inside `shape`, fitted to the view's area.
    ///
    /// The content is clipped while it draws (cairo's clip, set before the wrapper draws its
    /// children), so labels, images and backgrounds inside are cut to the shape. Where GTK 3 can
    /// only approximate: input is not clipped (a click just outside a rounded corner still reaches
    /// the content), and a child widget with a native window of its own (rare: embedded video or
    /// GL areas) is not clipped.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        StyledBox(content: self, style: .clip(shape))
    }

    /// Clips this view to a rectangle with corners of `radius` pixels, as ``clipShape(_:)`` with a
    /// ``RoundedRectangle`` does. A negative radius is taken as 0, with one warning.
    public func cornerRadius(_ radius: Double) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}
