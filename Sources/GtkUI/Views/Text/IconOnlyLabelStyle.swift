/// Labels that show only their icon; the title stays the accessible name.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}

    /// A horizontal box with the parts this style shows, named after the title.
    public func makeBody(configuration: Configuration) -> some View {
        LabelBox.body(configuration, showsTitle: false, showsIcon: true)
    }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
