extension View {
    /// Draws this view only inside `shape`, fitted to the view's area, and takes clicks only there:
    /// a click just outside a rounded corner reaches the view behind, as in SwiftUI.
    ///
    /// The view is drawn offscreen and painted through the shape; layout is unchanged.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        EffectContent(base: self, effect: .clip(shape))
    }

    /// Clips this view to a rectangle with corners of `radius` pixels, as ``clipShape(_:)`` with a
    /// ``RoundedRectangle`` does. A negative radius is taken as 0, with one warning.
    public func cornerRadius(_ radius: Double) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}
