extension EnvironmentValues {
    /// The style of toggles in this part of the tree; nil for the automatic style.
    var toggleStyle: StyleBox<any ToggleStyle>? {
        get { self[StyleKey<any ToggleStyle>.self] }
        set { self[StyleKey<any ToggleStyle>.self] = newValue }
    }
}

extension View {
    /// Sets the style of every ``Toggle`` inside this view; the nearest style wins.
    public func toggleStyle(_ style: some ToggleStyle) -> some View {
        environment(\.toggleStyle, StyleBox<any ToggleStyle>(style: style))
    }
}
