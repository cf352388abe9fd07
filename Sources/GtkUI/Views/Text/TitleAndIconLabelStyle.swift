/// Labels that show the title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}

    /// A horizontal box with the parts this style shows, named after the title.
    public func makeBody(configuration: Configuration) -> some View {
        LabelBox.body(configuration, showsTitle: true, showsIcon: true)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Title and icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
