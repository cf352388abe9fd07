/// What a ``DisclosureGroupStyle`` is given: the label, the content and whether it shows.
public struct DisclosureGroupStyleConfiguration {
    /// The disclosure group's label, type-erased.
    public struct Label: View {
        let content: StyleContent
    }
    /// The disclosure group's content, type-erased.
    public struct Content: View {
        let content: StyleContent
    }
    /// The label.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content shown while expanded.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the content shows; write it to expand or collapse the group.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

extension DisclosureGroupStyleConfiguration.Label: StyleContentView {}
extension DisclosureGroupStyleConfiguration.Content: StyleContentView {}
