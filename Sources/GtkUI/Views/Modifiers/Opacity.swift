extension View {
    /// Draws this view and its content at `opacity`, from 0 (invisible, but still laid out and
    /// still taking clicks, as in SwiftUI) to 1. Values outside 0…1 are clamped, with one warning.
    public func opacity(_ opacity: Double) -> some View {
        StyledBox(content: self, style: .opacity(Color.clamped(opacity, "opacity")))
    }
}
