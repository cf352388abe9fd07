/// Asks for a colour scheme for the app while its content is shown; see
/// ``View/preferredColorScheme(_:)``.
struct PreferredColorScheme<Content: View>: View, ContentWrapper {
    let content: Content
    let colorScheme: ColorScheme?
}

extension PreferredColorScheme: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        PreferredColorSchemeNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

/// Holds the view's request in ``PreferredColorSchemeRequests`` while it is mounted.
final class PreferredColorSchemeNode<Content: View>: WrapperNode<PreferredColorScheme<Content>> {
    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, wrapper: PreferredColorScheme<Content>
    ) {
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        PreferredColorSchemeRequests.request(wrapper.colorScheme, by: ObjectIdentifier(self))
    }

    override func wrapperDidChange(from old: PreferredColorScheme<Content>) {
        guard wrapper.colorScheme != old.colorScheme else { return }
        PreferredColorSchemeRequests.request(wrapper.colorScheme, by: ObjectIdentifier(self))
    }

    override func didUnmount() {
        PreferredColorSchemeRequests.request(nil, by: ObjectIdentifier(self))
    }
}

extension View {
    /// Sets the colour scheme of the app while this view is shown, as SwiftUI sets it for the
    /// view's window: `.dark` turns on GTK's `gtk-application-prefer-dark-theme` for every
    /// window, `.light` turns it off, and `nil` (or removing the view) restores the user's setting.
    /// Where several views ask, the one that asked last wins. A theme that is dark by name
    /// (`Adwaita-dark`) stays dark under `.light`.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorScheme(content: self, colorScheme: colorScheme)
    }
}
