/// A title with an icon, side by side, as in menus and lists: `Label("Favourites", systemImage:
/// "star")`, drawn by the ``LabelStyle`` of its environment. `.labelStyle(.titleOnly)` or
/// `.iconOnly` shows one of the two; a screen reader hears the title either way when it is a
/// ``Text``.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon

    /// A label showing the views `title` and `icon` build.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension Label: View {}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol (or freedesktop) icon.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label of a ``LabelStyle``'s configuration, as the automatic style shows it.
    nonisolated public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label: StyledView {
    static var styleLabelType: ObjectIdentifier { ObjectIdentifier(LabelStyleConfiguration.Title.self) }

    func makeStyledBody(in environment: EnvironmentValues, linker: inout StyleLinker) -> any View {
        let configuration = LabelStyleConfiguration(
            title: .init(content: StyleContent(title, usage: linker.labelUsage)),
            icon: .init(content: StyleContent(icon, usage: nil)))
        // A label made from a configuration inside a style shows it as the automatic style does.
        guard let style = environment.labelStyle?.style, !(title is LabelStyleConfiguration.Title) else {
            linker.link(DefaultLabelStyle())
            return DefaultLabelStyle().makeBody(configuration: configuration)
        }
        return Self.body(of: style, configuration, linker: &linker)
    }

    @MainActor private static func body<Style: LabelStyle>(
        of style: Style, _ configuration: LabelStyleConfiguration, linker: inout StyleLinker
    ) -> any View {
        linker.link(style)
        guard !linker.drawsEnclosingControl else { return DefaultLabelStyle().makeBody(configuration: configuration) }
        return style.makeBody(configuration: configuration)
    }
}
