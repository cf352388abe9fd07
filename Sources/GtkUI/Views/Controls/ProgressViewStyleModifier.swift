extension EnvironmentValues {
    /// The style of progress views in this part of the tree; nil for the automatic style.
    var progressViewStyle: StyleBox<any ProgressViewStyle>? {
        get { self[StyleKey<any ProgressViewStyle>.self] }
        set { self[StyleKey<any ProgressViewStyle>.self] = newValue }
    }
}

extension View {
    /// Sets how every ``ProgressView`` inside this view shows progress; the nearest style wins.
    public func progressViewStyle(_ style: some ProgressViewStyle) -> some View {
        environment(\.progressViewStyle, StyleBox<any ProgressViewStyle>(style: style))
    }
}
