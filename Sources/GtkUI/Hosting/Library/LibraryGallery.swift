/// A searchable gallery of library items: each visible item live, beside the source that makes
/// it, under a search field that filters by title, category and source.
///
/// ```swift
/// LibraryGallery(LibraryRegistry.group(titled: "Badges")!)
/// ```
///
/// GtkUI's own: in SwiftUI, Xcode's library window plays this part. A package can show its
/// registered items in its own app with it, as the Demo does for the built-in views. Each live
/// view keeps its state while a search hides other items, and loses it when hidden itself.
public struct LibraryGallery: View {
    let items: [LibraryItem]
    let prompt: String
    @State private var query = ""

    /// A gallery of `group`'s visible items.
    public init(_ group: LibraryGroup) {
        self.init(items: group.items, prompt: "Search \(group.title)")
    }

    /// A gallery of the visible ones of `items`, with `prompt` as the search field's placeholder.
    public init(items: [LibraryItem], prompt: String = "Search") {
        self.items = items.filter(\.isVisible)
        self.prompt = prompt
    }

    /// The search field above the cards of the items that match it.
    public var body: some View {
        // Ids are positions in the whole list, so an item keeps its identity, and its live view
        // its state, while the search hides the others.
        let shown = items.indices.filter { items[$0].matches(query) }
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                if shown.isEmpty {
                    Text("Nothing matches “\(query)”").foregroundStyle(.secondary)
                }
                ForEach(shown, id: \.self) { index in
                    LibraryItemCard(item: items[index])
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(16)
        }
        .searchable(text: $query, prompt: prompt)
    }
}
