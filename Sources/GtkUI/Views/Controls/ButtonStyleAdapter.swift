/// A ``ButtonStyle`` as the primitive style a ``Button`` asks: its body is the user's body
/// inside a GTK push button that keeps focus, keyboard and accessibility.
struct ButtonStyleAdapter<Style: ButtonStyle>: PrimitiveButtonStyle {
    let style: Style

    func makeBody(configuration: Configuration) -> some View {
        // The style's own body is checked for the label where it is made (``ButtonStyleBody``).
        configuration.label.content.usage?.noteUsed()
        return CustomButtonStyleBody(style: style, configuration: configuration)
    }
}

extension ButtonStyleAdapter: @MainActor Equatable {
    static func == (lhs: ButtonStyleAdapter, rhs: ButtonStyleAdapter) -> Bool {
        StyleIdentity.same(lhs.style, rhs.style)
    }
}
