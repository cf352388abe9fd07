import GtkUI

/// A table of the long list's 100,000 entries: sortable columns, resizable by their edges, and
/// selection. Only the rows on screen exist.
struct TablePage: View {
    @State private var order = [KeyPathComparator(\Entry.title)]
    @State private var selection: Set<Entry.ID> = []

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // Its own view: a selection change then updates the count, not this body, which
            // would sort the 100,000 entries again.
            SelectionCount(selection: $selection)
            Table(LongListPage.entries.sorted(using: order), selection: $selection, sortOrder: $order) {
                TableColumn("Title", value: \.title)
                TableColumn("Size", value: \.size) { entry in Text("\(entry.size) bytes") }
                TableColumn("Number", value: \.id) { entry in Text("#\(entry.id)") }
            }
        }
    }
}

/// How many rows are selected.
private struct SelectionCount: View {
    @Binding var selection: Set<Entry.ID>

    var body: some View {
        Text("\(selection.count) selected").font(.caption).foregroundStyle(.secondary).padding(6)
    }
}
