extension View {
    /// Says which area of this view takes clicks and taps.
    ///
    /// Where GTK differs: GtkUI's gestures already take input over the view's whole rectangle,
    /// empty parts included, which is what `.contentShape(Rectangle())` asks for in SwiftUI; so the
    /// modifier is accepted and returns the view unchanged, and a shape other than a rectangle does
    /// not narrow the area.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        self
    }
}
