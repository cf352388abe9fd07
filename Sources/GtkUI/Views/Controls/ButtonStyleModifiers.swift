extension EnvironmentValues {
    /// The style of buttons in this part of the tree: a ``PrimitiveButtonStyle``, or a
    /// ``ButtonStyle`` adapted to one; nil for the automatic style.
    var buttonStyle: StyleBox<any PrimitiveButtonStyle>? {
        get { self[StyleKey<any PrimitiveButtonStyle>.self] }
        set { self[StyleKey<any PrimitiveButtonStyle>.self] = newValue }
    }
}

extension View {
    /// Sets the style of every ``Button`` inside this view; the nearest style wins.
    public func buttonStyle(_ style: some PrimitiveButtonStyle) -> some View {
        environment(\.buttonStyle, StyleBox<any PrimitiveButtonStyle>(style: style))
    }

    /// Draws every ``Button`` inside this view with `style`, keeping GTK's push button
    /// behaviour (focus, keyboard, accessibility); the nearest style wins.
    public func buttonStyle(_ style: some ButtonStyle) -> some View {
        environment(\.buttonStyle, StyleBox<any PrimitiveButtonStyle>(style: ButtonStyleAdapter(style: style)))
    }
}
