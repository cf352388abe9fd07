extension EnvironmentValues {
    /// The style of LabeledContents in this part of the tree; nil for the automatic style.
    var labeledContentStyle: StyleBox<any LabeledContentStyle>? {
        get { self[StyleKey<any LabeledContentStyle>.self] }
        set { self[StyleKey<any LabeledContentStyle>.self] = newValue }
    }
}

extension View {
    /// Sets the style of every ``LabeledContent`` inside this view; the nearest style wins.
    public func labeledContentStyle(_ style: some LabeledContentStyle) -> some View {
        environment(\.labeledContentStyle, StyleBox<any LabeledContentStyle>(style: style))
    }
}
