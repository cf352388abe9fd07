/// The view of one ``NavigationStackPageItem``: its destination or view page, made from the item.
struct NavigationStackEntryPage: View {
    let item: NavigationStackPageItem

    var body: some View {
        NavigationStackPage(index: item.index, model: item.model, content: item.model.page(for: item.entry))
    }
}
