/// One item of a ``LibraryGallery``: its title and category, the live view, and beside it,
/// below, the source that makes it.
///
/// The source sits under the view rather than to its side so that it has the card's whole
/// width at a window's default size; lines longer than that scroll sideways instead of wrapping
/// mid-word or widening the window.
struct LibraryItemCard: View {
    let item: LibraryItem

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Text(item.title).font(.headline)
                Text(item.category.description).font(.caption).foregroundStyle(.secondary)
            }
            live.frame(maxWidth: .infinity, alignment: .leading)
            if let source = item.source {
                ScrollView(.horizontal) {
                    Text(source)
                        .font(.callout.monospaced())
                        .textSelection(.enabled)
                        .padding(8)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                // Grey at low opacity reads as a code block on light and dark themes alike.
                .background(Color.gray.opacity(0.15))
                .cornerRadius(6)
            }
            Divider()
        }
    }

    @ViewBuilder
    private var live: some View {
        if let makeView = item.makeView {
            makeView()
        } else {
            Text("No live view: the snippet is not a view").foregroundStyle(.secondary)
        }
    }
}
