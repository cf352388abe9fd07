/// What a ``LabeledContentStyle`` is given: the label and the value.
public struct LabeledContentStyleConfiguration {
    /// The label, type-erased.
    public struct Label: View {
        let content: StyleContent
    }
    /// The value, type-erased.
    public struct Content: View {
        let content: StyleContent
    }
    /// The label.
    public let label: LabeledContentStyleConfiguration.Label
    /// The value.
    public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContentStyleConfiguration.Label: StyleContentView {}
extension LabeledContentStyleConfiguration.Content: StyleContentView {}
