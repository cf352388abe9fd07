/// The library that galleries show: providers and previews registered by the app and by the
/// packages it uses, in registration order.
///
/// GtkUI's own: SwiftUI's library is filled by Xcode, which finds `LibraryContentProvider` and
/// `PreviewProvider` types in the source. Swift on Linux cannot list a protocol's conformances, so
/// an app registers them, once, before it shows a gallery:
///
/// ```swift
/// LibraryRegistry.register(BadgeLibrary(), title: "Badges")
/// LibraryRegistry.register(preview: Badge_Previews.self, title: "Badge")
/// ```
///
/// A package can offer a function that registers its providers, for the app to call.
@MainActor
public enum LibraryRegistry {
    /// The registered groups, in the order of their first registration.
    public private(set) static var groups: [LibraryGroup] = []

    /// The group that ``register(preview:title:group:source:)`` uses unless told otherwise.
    public static let previewsGroupTitle = "Previews"

    /// Adds a group titled `title` holding `provider`'s views. Registering a title again replaces
    /// that group's items, with one warning, so a provider registered twice is listed once.
    public static func register<Provider: LibraryContentProvider>(_ provider: Provider, title: String) {
        replaceGroup(title, with: provider.views)
    }

    /// Adds a group titled `title` holding `provider`'s views, then its modifiers applied to
    /// `modifierBase`. Registering a title again replaces that group's items, with one warning.
    public static func register<Provider: LibraryContentProvider>(
        _ provider: Provider, title: String, modifierBase: Provider.ModifierBase
    ) {
        replaceGroup(title, with: provider.views + provider.modifiers(base: modifierBase))
    }

    /// Adds `preview`'s previews as one item titled `title` to the group titled `group` (made if
    /// needed), with `source` shown beside them. A title already in that group is replaced, with
    /// one warning.
    public static func register<Preview: PreviewProvider>(
        preview: Preview.Type, title: String, group: String = previewsGroupTitle, source: String? = nil
    ) {
        let item = LibraryItem(title: title, category: .other, source: source) { AnyView(Preview.previews) }
        guard let index = groups.firstIndex(where: { $0.title == group }) else {
            groups.append(LibraryGroup(title: group, items: [item]))
            return
        }
        if let old = groups[index].items.firstIndex(where: { $0.title == title }) {
            Diagnostics.warn("LibraryRegistry: a preview titled \"\(title)\" was already registered; replaced")
            groups[index].items[old] = item
        } else {
            groups[index].items.append(item)
        }
    }

    /// The group titled `title`, if one is registered.
    public static func group(titled title: String) -> LibraryGroup? {
        groups.first { $0.title == title }
    }

    /// Forgets every registration, so that tests start from an empty library.
    static func removeAll() {
        groups.removeAll()
    }

    private static func replaceGroup(_ title: String, with items: [LibraryItem]) {
        if let index = groups.firstIndex(where: { $0.title == title }) {
            Diagnostics.warn("LibraryRegistry: a group titled \"\(title)\" was already registered; replaced")
            groups[index].items = items
        } else {
            groups.append(LibraryGroup(title: title, items: items))
        }
    }
}
