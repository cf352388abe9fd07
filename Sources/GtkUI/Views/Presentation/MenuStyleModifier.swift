extension EnvironmentValues {
    /// The style of menus in this part of the tree; nil for the automatic style.
    var menuStyle: StyleBox<any MenuStyle>? {
        get { self[StyleKey<any MenuStyle>.self] }
        set { self[StyleKey<any MenuStyle>.self] = newValue }
    }
}

extension View {
    /// Sets the style of every ``Menu`` inside this view; the nearest style wins.
    public func menuStyle(_ style: some MenuStyle) -> some View {
        environment(\.menuStyle, StyleBox<any MenuStyle>(style: style))
    }
}
