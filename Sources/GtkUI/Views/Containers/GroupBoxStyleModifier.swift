extension EnvironmentValues {
    /// The style of GroupBoxs in this part of the tree; nil for the automatic style.
    var groupBoxStyle: StyleBox<any GroupBoxStyle>? {
        get { self[StyleKey<any GroupBoxStyle>.self] }
        set { self[StyleKey<any GroupBoxStyle>.self] = newValue }
    }
}

extension View {
    /// Sets the style of every ``GroupBox`` inside this view; the nearest style wins.
    public func groupBoxStyle(_ style: some GroupBoxStyle) -> some View {
        environment(\.groupBoxStyle, StyleBox<any GroupBoxStyle>(style: style))
    }
}
