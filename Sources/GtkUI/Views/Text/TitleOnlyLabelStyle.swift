/// Labels that show only their title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}

    /// A horizontal box with the parts this style shows, named after the title.
    public func makeBody(configuration: Configuration) -> some View {
        LabelBox.body(configuration, showsTitle: true, showsIcon: false)
    }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
