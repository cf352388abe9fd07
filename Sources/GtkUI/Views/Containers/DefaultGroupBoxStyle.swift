/// The default: a `GtkFrame` titled by the label, the content stacked inside.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The style.
    nonisolated public init() {}

    /// The frame, named after a text label.
    public func makeBody(configuration: Configuration) -> some View {
        GroupBoxFrame(label: configuration.label, body: configuration.content, title: configuration.label.content.name)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default: a `GtkFrame` titled by the label, the content stacked inside.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
