import GtkUI

/// The Demo's scenario pages, in sidebar order, below the gallery.
enum DemoPage: String, CaseIterable, Identifiable {
    case basics = "State and bindings"
    case form = "Settings form"
    case representables = "Representables"
    case lists = "Long list"
    case table = "Table"

    var id: Self { self }

    /// The theme icon shown next to the page's name.
    var iconName: String {
        switch self {
        case .basics: return "view-list-symbolic"
        case .form: return "preferences-system-symbolic"
        case .lists: return "view-continuous-symbolic"
        case .table: return "x-office-spreadsheet-symbolic"
        case .representables: return "applications-engineering-symbolic"
        }
    }
}

/// What the sidebar can select: every gallery item at once, a gallery group by title, or a
/// scenario page.
enum SidebarItem: Hashable {
    case allViews
    case gallery(String)
    case page(DemoPage)
}

/// The Demo's window content: a sidebar of gallery groups and scenario pages, the selected one
/// beside it.
struct DemoView: View {
    // The first page has the counter that `make accessibility` presses.
    @State private var selection: SidebarItem? = .page(.basics)
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                Section("Gallery") {
                    Label("All views", systemImage: "edit-find-symbolic").tag(SidebarItem.allViews)
                    ForEach(GalleryRegistration.groups) { group in
                        Label(group.title, systemImage: GalleryRegistration.iconName(of: group.title))
                            .tag(SidebarItem.gallery(group.title))
                    }
                }
                Section("Examples") {
                    ForEach(DemoPage.allCases) { page in
                        Label(page.rawValue, systemImage: page.iconName).tag(SidebarItem.page(page))
                    }
                }
            }
            .listStyle(.sidebar)
            .accessibilityLabel("Pages")
            .navigationSplitViewColumnWidth(190)
        } detail: {
            detail
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(action: { openWindow(id: "about") }) { Image(systemName: "info.circle") }
                    .help("About GtkUI Demo")
                    .accessibilityLabel("About")
            }
        }
    }

    @ViewBuilder
    private var detail: some View {
        switch selection {
        case .allViews:
            // One search over every registered item, from every group.
            LibraryGallery(items: GalleryRegistration.groups.flatMap(\.items), prompt: "Search all views")
                .id("all").navigationTitle("All views")
        case .gallery(let title):
            if let group = GalleryRegistration.groups.first(where: { $0.title == title }) {
                // The id gives each group its own gallery, with its own search text.
                LibraryGallery(group).id(title).navigationTitle(title)
            }
        case .page(.lists):
            LongListPage().navigationTitle(DemoPage.lists.rawValue)
        case .page(.table):
            TablePage().navigationTitle(DemoPage.table.rawValue)
        case .page(let page):
            ScrollView {
                // SwiftUI centres narrower content in a scroll view; the pages read from the left.
                pageContent(page).frame(maxWidth: .infinity, alignment: .leading).padding(16)
            }
            .navigationTitle(page.rawValue)
        case nil:
            Text("Choose a page in the sidebar").foregroundStyle(.secondary)
        }
    }

    @ViewBuilder
    private func pageContent(_ page: DemoPage) -> some View {
        switch page {
        case .basics: BasicsPage()
        case .form: FormSection()
        case .representables: RepresentablesPage()
        case .lists, .table: EmptyView()
        }
    }
}

/// A heading for a section.
struct SectionTitle: View {
    let title: String
    var body: some View {
        Text(title).font(.headline)
    }
}

/// The first page: state, bindings and keyed lists.
struct BasicsPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            CounterSection()
            MirrorSection()
            SpinSection()
            ListSection()
        }
    }
}

/// The "About" window, opened with `openWindow(id: "about")`.
struct AboutView: View {
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 8) {
                Image(systemName: "applications-system", pixelSize: 32)
                Text("GtkUI Demo").font(.title)
            }
            Text(markup: "SwiftUI-style views on <b>GTK 3</b>, in <i>Swift</i>.")
            Button("Close") { dismissWindow() }
        }
        .padding(16)
    }
}
