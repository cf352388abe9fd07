/// The items that one registration added to ``LibraryRegistry``: a provider's views (and
/// modifiers), or the previews registered under one group title. GtkUI's own: SwiftUI's library
/// is Xcode's, not a value.
public struct LibraryGroup: Identifiable {
    /// The title the group was registered with; unique in the registry.
    public let title: String

    /// The group's items, visible or not, in registration order.
    public internal(set) var items: [LibraryItem]

    /// The group's title.
    public var id: String { title }

    /// The items a gallery lists: the visible ones.
    public var visibleItems: [LibraryItem] { items.filter(\.isVisible) }
}
