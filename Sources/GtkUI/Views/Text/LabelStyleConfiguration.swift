/// What a ``LabelStyle`` is given: the label's title and icon.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public struct Title: View {
        let content: StyleContent
    }

    /// The label's icon, type-erased.
    public struct Icon: View {
        let content: StyleContent
    }

    /// The label's title.
    public var title: LabelStyleConfiguration.Title
    /// The label's icon.
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: StyleContentView {}
extension LabelStyleConfiguration.Icon: StyleContentView {}
