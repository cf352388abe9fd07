import GtkUI

/// One of the long list's 100,000 entries.
struct Entry: Identifiable, Hashable {
    let id: Int
    let title: String
    let size: Int
}

/// A list of 100,000 rows: search, selection, and a detail pane. Only the rows on screen exist.
struct LongListPage: View {
    static let entries = (0..<100_000).map {
        Entry(id: $0, title: "Entry \($0)", size: ($0 * 7_919) % 100_000)
    }
    @State private var query = ""
    @State private var selection: Entry.ID?
    @State private var starred: Set<Int> = []

    private var shown: [Entry] {
        guard !query.isEmpty else { return Self.entries }
        return Self.entries.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        HStack(spacing: 0) {
            VStack(spacing: 0) {
                Text("\(shown.count) rows").font(.caption).foregroundStyle(.secondary).padding(4)
                List(shown, selection: $selection) { entry in
                    HStack {
                        Text(entry.title)
                        Spacer()
                        Toggle("Starred", isOn: starBinding(entry.id))
                    }
                }
            }
            .searchable(text: $query, prompt: "Search 100,000 rows")
            .frame(minWidth: 280)
            Divider()
            EntryDetail(
                entry: selection.map { Self.entries[$0] }, isStarred: selection.map { starred.contains($0) } ?? false
            )
            .frame(width: 220)
        }
    }

    private func starBinding(_ id: Int) -> Binding<Bool> {
        Binding(
            get: { starred.contains(id) },
            set: { isOn in if isOn { starred.insert(id) } else { starred.remove(id) } })
    }
}

/// The selected entry, or a hint when none is.
struct EntryDetail: View {
    let entry: Entry?
    let isStarred: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let entry {
                Text(entry.title).font(.title2)
                Text("Size: \(entry.size) bytes")
                Text(isStarred ? "Starred" : "Not starred").foregroundStyle(.secondary)
            } else {
                Text("Select a row").foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(16)
        .frame(maxHeight: .infinity, alignment: .topLeading)
    }
}
