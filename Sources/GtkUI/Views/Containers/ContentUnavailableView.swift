import Foundation

/// What a view shows when it has no content: `ContentUnavailableView("No Mail", systemImage:
/// "tray", description: Text("New mail shows here."))`, or ``search`` for a search without
/// results.
///
/// It looks like GNOME's status page: a large dimmed icon, the title in the `title-1` size, a
/// dimmed description that wraps (up to four lines, the title up to two), and the actions below, centred in all the space it is given.
///
/// Where GTK differs: a label built by `label:` is shown in the large title font as it is, its
/// icon beside its title, since GtkUI's ``Label`` has no style that stacks the two.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions
    /// The icon and title of the title-and-image forms, stacked as a status page stacks them.
    var statusIcon: String?
    var statusTitle: String?

    /// A view with the label, description and actions its closures build.
    nonisolated public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The icon, title, description and actions in a centred column.
    @MainActor public var body: some View {
        VStack(spacing: 12) {
            if let statusTitle {
                if let statusIcon {
                    Image(systemName: statusIcon, pixelSize: 128).foregroundStyle(.secondary)
                        .padding(.bottom, 12)
                }
                Text(verbatim: statusTitle).font(.largeTitle).multilineTextAlignment(.center).lineLimit(2)
            } else {
                label.font(.largeTitle)
            }
            // Bounded line counts: GTK sizes a window for its content's height at its narrowest,
            // where text without a limit would stand one word a line.
            description.foregroundStyle(.secondary).multilineTextAlignment(.center).lineLimit(4)
            actions.padding(.top, 12)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension ContentUnavailableView: View {}

extension ContentUnavailableView where Label == GtkUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with a symbol (or freedesktop icon) and an optional description.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, systemImage name: String, description: Text? = nil) {
        self.init(label: { GtkUI.Label(title, systemImage: name) }, description: { description })
        statusTitle = String(title)
        statusIcon = name
    }

    /// A title, the text of `titleKey`, with a symbol and an optional description.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(titleKey.resolved(), systemImage: name, description: description)
    }

    /// A search that found nothing: "No Results" with a magnifying glass, and a hint to check
    /// the spelling or try a new search.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(String("No Results"), systemImage: "magnifyingglass", description: searchHint)
    }

    /// A search for `text` that found nothing: "No Results for “text”" with a magnifying glass.
    /// An empty `text` gives ``search``.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        guard !text.isEmpty else { return search }
        let title = "No Results for “\(text)”"
        return ContentUnavailableView(title, systemImage: "magnifyingglass", description: searchHint)
    }

    /// The description of the search forms.
    private static var searchHint: Text { Text(verbatim: "Check the spelling or try a new search.") }
}
