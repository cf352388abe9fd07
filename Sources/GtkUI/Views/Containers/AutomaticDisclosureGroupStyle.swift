/// The default: a `GtkExpander` titled by the label.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The style.
    nonisolated public init() {}

    /// The expander, named after a text label.
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureExpander(
            label: configuration.label, body: configuration.content, isExpanded: configuration.$isExpanded,
            title: configuration.label.content.name)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The default: a `GtkExpander` titled by the label.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
