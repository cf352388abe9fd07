import GtkUI

/// The pages of the Demo, in sidebar order.
enum DemoPage: String, CaseIterable, Identifiable {
    case basics = "Basics"
    case controls = "Controls"
    case layout = "Layout"
    case lists = "Long list"
    case table = "Table"
    case representables = "Representables"

    var id: Self { self }

    /// The theme icon shown next to the page's name.
    var iconName: String {
        switch self {
        case .basics: return "view-list-symbolic"
        case .controls: return "preferences-system-symbolic"
        case .layout: return "view-grid-symbolic"
        case .lists: return "view-continuous-symbolic"
        case .table: return "x-office-spreadsheet-symbolic"
        case .representables: return "applications-engineering-symbolic"
        }
    }
}

/// The Demo's window content: a sidebar list of pages, the selected page beside it.
struct DemoView: View {
    @State private var page: DemoPage? = .basics
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        NavigationSplitView {
            List(DemoPage.allCases, selection: $page) { candidate in
                Label(candidate.rawValue, systemImage: candidate.iconName)
            }
            .listStyle(.sidebar)
            .navigationSplitViewColumnWidth(180)
        } detail: {
            switch page ?? .basics {
            case .lists:
                LongListPage().navigationTitle("Long list")
            case .table:
                TablePage().navigationTitle("Table")
            case let other:
                ScrollView {
                    // SwiftUI centres narrower content in a scroll view; the pages read from the left.
                    pageContent(other).frame(maxWidth: .infinity, alignment: .leading).padding(16)
                }
                .navigationTitle(other.rawValue)
            }
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
    private func pageContent(_ page: DemoPage) -> some View {
        switch page {
        case .basics: BasicsPage()
        case .controls: ControlsPage()
        case .layout: LayoutPage()
        case .lists, .table: EmptyView()
        case .representables: RepresentablesPage()
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
