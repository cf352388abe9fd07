import Foundation

/// A link that opens its destination in the user's browser or mail program, in a
/// `GtkLinkButton`.
///
/// Only `http`, `https` and `mailto` destinations open; any other scheme (a `file:` or custom
/// URL) logs one warning and the link does nothing, so a link in an app cannot run local files.
/// A click goes through the environment's ``OpenURLAction`` (`\.openURL`), which opens the
/// address with `gtk_show_uri_on_window` unless a view set an action of its own.
public struct Link<Label: View> {
    let destination: URL
    let label: Label

    /// A link showing the views `label` builds.
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The link button holding the label.
    @MainActor public var body: some View {
        LinkButton(destination: destination.absoluteString, content: label)
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension Link: View {}

extension Link where Label == Text {
    /// A link titled `title`.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
