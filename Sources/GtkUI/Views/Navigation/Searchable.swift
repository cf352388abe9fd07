extension View {
    /// Puts a search field (`GtkSearchEntry`) above this view, bound both ways to `text`: each
    /// edit writes `text` once, and setting `text` from code shows it without an echo. Ctrl+F
    /// in the window focuses the field. `prompt` is the field's placeholder and accessible name
    /// ("Search" when nil). Unlike SwiftUI's, the field is always above the view, not in a toolbar.
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
        SearchableContainer(content: self, text: text, prompt: prompt.flatMap { ControlSupport.text(of: $0) })
    }

    /// A search field above this view whose placeholder is `prompt`.
    public func searchable(text: Binding<String>, prompt: some StringProtocol) -> some View {
        SearchableContainer(content: self, text: text, prompt: String(prompt))
    }
}

/// The view made by ``View/searchable(text:prompt:)-(_,Text?)``.
struct SearchableContainer<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String?
}

extension SearchableContainer: PrimitiveContainerView {
    var representable: SearchableBox<Content> {
        SearchableBox(content: content, text: text, prompt: prompt ?? "Search")
    }
}
