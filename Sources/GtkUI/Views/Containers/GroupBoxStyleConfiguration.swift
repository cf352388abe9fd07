/// What a ``GroupBoxStyle`` is given: the group box's label and content.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, type-erased.
    public struct Label: View {
        let content: StyleContent
    }
    /// The group box's content, type-erased.
    public struct Content: View {
        let content: StyleContent
    }
    /// The group box's label.
    public let label: GroupBoxStyleConfiguration.Label
    /// The group box's content.
    public let content: GroupBoxStyleConfiguration.Content
}

extension GroupBoxStyleConfiguration.Label: StyleContentView {}
extension GroupBoxStyleConfiguration.Content: StyleContentView {}
