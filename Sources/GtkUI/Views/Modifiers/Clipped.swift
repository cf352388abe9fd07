extension View {
    /// Draws this view only inside its own rectangle: content larger than the view (an image in a
    /// smaller frame, a shadow) is cut at the view's edges. The same as ``clipShape(_:)`` with a
    /// ``Rectangle``; input is not clipped.
    ///
    /// `antialiased` is accepted: GTK's rectangles fall on whole pixels, so there is no edge to
    /// smooth.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }
}
