/// The default: the label and the value in a row; in a `Form` the value at the row's end.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The style.
    nonisolated public init() {}

    /// The label and the dimmed value, side by side.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabeledContent(label: configuration.label, content: configuration.content)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default: the label and the value in a row; in a `Form` the value at the row's end.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}
