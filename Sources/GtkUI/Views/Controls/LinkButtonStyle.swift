/// A button that looks like a hyperlink: flat, in the theme's link colour.
public struct LinkButtonStyle: PrimitiveButtonStyle {
    /// The link style.
    nonisolated public init() {}

    /// The native button: a `GtkButton` with the `flat` and `link` classes and GTK's link state.
    public func makeBody(configuration: Configuration) -> some View {
        NativeButton.body(configuration, look: .link)
    }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A button drawn as a link.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}
