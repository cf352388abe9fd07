/// A title with an icon, side by side, as in menus and lists: `Label("Favourites", systemImage:
/// "star")`. `.labelStyle(.titleOnly)` or `.iconOnly` shows one of the two; a screen reader hears
/// the title either way when it is a ``Text``.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label showing the views `title` and `icon` build.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// A box holding the icon, then the title.
    public var body: some View {
        LabelBox(accessibleName: (title as? Text)?.content) {
            if style.showsIcon { icon }
            if style.showsTitle { title }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol (or freedesktop) icon.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
