extension EnvironmentValues {
    /// The style of labels in this part of the tree; nil for the automatic style.
    var labelStyle: StyleBox<any LabelStyle>? {
        get { self[StyleKey<any LabelStyle>.self] }
        set { self[StyleKey<any LabelStyle>.self] = newValue }
    }
}

extension View {
    /// Sets how every ``Label`` inside this view shows its title and icon; the nearest style
    /// wins.
    public func labelStyle(_ style: some LabelStyle) -> some View {
        environment(\.labelStyle, StyleBox<any LabelStyle>(style: style))
    }
}
