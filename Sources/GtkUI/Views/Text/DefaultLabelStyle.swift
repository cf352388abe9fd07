/// The default: the title and the icon.
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}

    /// A horizontal box with the parts this style shows, named after the title.
    public func makeBody(configuration: Configuration) -> some View {
        LabelBox.body(configuration, showsTitle: true, showsIcon: true)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
