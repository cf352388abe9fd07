import GtkUI

/// The Demo's content: one section per feature, top to bottom.
struct DemoView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            CounterSection()
            MirrorSection()
            SpinSection()
            ListSection()
        }
        .padding(16)
    }
}

/// A heading for a section.
struct SectionTitle: View {
    let title: String
    var body: some View {
        Text(title).font(.headline)
    }
}
