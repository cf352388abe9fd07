/// One item of a ``LibraryGallery``: its title and category, then the live view beside its
/// source. The live column starts at the same width in every card, so the sources line up; a
/// view that needs more widens its own card's column.
struct LibraryItemCard: View {
    let item: LibraryItem

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Text(item.title).font(.headline)
                Text(item.category.description).font(.caption).foregroundStyle(.secondary)
            }
            HStack(alignment: .top, spacing: 16) {
                live.frame(width: 320, alignment: .topLeading)
                if let source = item.source {
                    Text(source)
                        .font(.callout.monospaced())
                        .textSelection(.enabled)
                        .padding(8)
                        .frame(maxWidth: .infinity, alignment: .topLeading)
                        // Grey at low opacity reads as a code block on light and dark themes alike.
                        .background(Color.gray.opacity(0.15))
                        .cornerRadius(6)
                }
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
