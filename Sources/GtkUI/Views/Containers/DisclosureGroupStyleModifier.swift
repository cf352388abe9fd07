extension EnvironmentValues {
    /// The style of DisclosureGroups in this part of the tree; nil for the automatic style.
    var disclosureGroupStyle: StyleBox<any DisclosureGroupStyle>? {
        get { self[StyleKey<any DisclosureGroupStyle>.self] }
        set { self[StyleKey<any DisclosureGroupStyle>.self] = newValue }
    }
}

extension View {
    /// Sets the style of every ``DisclosureGroup`` inside this view; the nearest style wins.
    public func disclosureGroupStyle(_ style: some DisclosureGroupStyle) -> some View {
        environment(\.disclosureGroupStyle, StyleBox<any DisclosureGroupStyle>(style: style))
    }
}
