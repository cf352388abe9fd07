/// One item of a ``LibraryGallery``: its title and category, then the live view beside its
/// source, the two sharing the width.
struct LibraryItemCard: View {
    let item: LibraryItem

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Text(item.title).font(.headline)
                Text(item.category.description).font(.caption).foregroundStyle(.secondary)
            }
            HStack(alignment: .top, spacing: 16) {
                live.frame(minWidth: 240, maxWidth: .infinity, alignment: .topLeading)
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
