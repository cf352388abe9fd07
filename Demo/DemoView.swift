import GtkUI

/// The pages of the Demo, in sidebar order.
enum DemoPage: String, CaseIterable, Identifiable {
    case basics = "Basics"
    case controls = "Controls"
    case layout = "Layout"
    case representables = "Representables"

    var id: String { rawValue }

    /// The theme icon shown next to the page's name.
    var iconName: String {
        switch self {
        case .basics: return "view-list-symbolic"
        case .controls: return "preferences-system-symbolic"
        case .layout: return "view-grid-symbolic"
        case .representables: return "applications-engineering-symbolic"
        }
    }
}

/// The Demo's window content: a sidebar on the left, the selected page on the right.
struct DemoView: View {
    @State private var page = DemoPage.basics
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(DemoPage.allCases) { candidate in
                    Button(action: { page = candidate }) {
                        HStack(spacing: 6) {
                            Image(systemName: candidate.iconName)
                            if candidate == page { Text(candidate.rawValue).bold() } else { Text(candidate.rawValue) }
                        }
                        // Inside the label, so every button is as wide, with its content leading.
                        .frame(minWidth: 144, alignment: .leading)
                    }
                }
                Spacer()
                Button("About…") { openWindow(id: "about") }
            }
            ScrollView {
                // SwiftUI centres narrower content in a scroll view; the pages read from the left.
                switch page {
                case .basics: BasicsPage().frame(maxWidth: .infinity, alignment: .leading)
                case .controls: ControlsPage().frame(maxWidth: .infinity, alignment: .leading)
                case .layout: LayoutPage().frame(maxWidth: .infinity, alignment: .leading)
                case .representables: RepresentablesPage().frame(maxWidth: .infinity, alignment: .leading)
                }
            }
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
