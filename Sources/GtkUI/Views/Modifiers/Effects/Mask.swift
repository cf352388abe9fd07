extension View {
    /// Draws this view only where `mask` is opaque, as much as it is: the mask's view is laid over
    /// this one by `alignment`, offered this view's size, and used only for its alpha. It takes no
    /// part in layout or input.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        MaskedContent(base: self, mask: mask(), alignment: alignment)
    }

    /// Draws this view only where `mask` is opaque, centred over it (SwiftUI's older form).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        MaskedContent(base: self, mask: mask, alignment: .center)
    }
}
