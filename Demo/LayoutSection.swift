import GtkUI

/// The layout containers: Divider, ZStack, Grid, LazyVGrid, GroupBox, DisclosureGroup and
/// TabView, each with something to change.
struct LayoutSection: View {
    @State private var alignment = 0
    @State private var showsDetails = false
    @State private var tab = "General"
    @State private var tiles = Array(1...8)

    private static let alignments: [(String, Alignment)] = [
        ("center", .center), ("top leading", .topLeading), ("bottom trailing", .bottomTrailing),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SectionTitle(title: "Layout and containers")
            HStack(spacing: 12) {
                ZStack(alignment: Self.alignments[alignment].1) {
                    Color.teal.frame(width: 120, height: 80)
                    Text("ZStack").padding(4).background(Color.white)
                }
                Divider()
                VStack(alignment: .leading) {
                    Text("Alignment: \(Self.alignments[alignment].0)")
                    Button("Next alignment") { alignment = (alignment + 1) % Self.alignments.count }
                }
            }
            Divider()
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                GridRow {
                    Text("Name").bold()
                    Text("Kind").bold()
                    Text("Size").bold()
                }
                Divider()
                GridRow {
                    Text("notes.txt")
                    Text("Text")
                    Text("2 KB")
                }
                GridRow {
                    Text("A wide cell spanning two columns").gridCellColumns(2)
                    Text("1 MB")
                }
            }
            GroupBox("Tiles (LazyVGrid, adaptive)") {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 56))], spacing: 6) {
                    ForEach(tiles, id: \.self) { tile in
                        Text("\(tile)").frame(width: 48, height: 32).background(Color.blue.opacity(0.2))
                    }
                }
                HStack {
                    Button("Add tile") { tiles.append((tiles.max() ?? 0) + 1) }
                    Button("Shuffle") { tiles.shuffle() }
                    Button("Remove first") { if !tiles.isEmpty { tiles.removeFirst() } }
                }
            }
            GroupBox {
                LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.flexible()), GridItem(.flexible())]) {
                    ForEach(["Fixed", "Flexible", "Flexible too", "80 px", "shares", "the rest"], id: \.self) {
                        Text($0)
                    }
                }
            } label: {
                Label("Columns (fixed and flexible)", systemImage: "square.grid.2x2")
            }
            DisclosureGroup("Details", isExpanded: $showsDetails) {
                Text("A GtkExpander, bound two-way to state.")
                Toggle("Expanded", isOn: $showsDetails)
            }
            Text(showsDetails ? "Details are shown" : "Details are hidden")
            TabView(selection: $tab) {
                Text("General settings").padding(8)
                    .tabItem { Label("General", systemImage: "gear") }
                    .tag("General")
                Text("Account settings").padding(8)
                    .tabItem { Label("Account", systemImage: "person.crop.circle") }
                    .tag("Account")
                Text("Nothing here yet").padding(8)
                    .tabItem { Text("About") }
                    .tag("About")
            }
            HStack {
                Text("Selected tab: \(tab)")
                Button("Show Account") { tab = "Account" }
            }
        }
    }
}
