import GtkUI

/// Pickers in every style, a menu with every kind of item, and a context menu, each showing
/// the state it edits.
struct MenusSection: View {
    enum Flavor: String, CaseIterable, Hashable {
        case vanilla = "Vanilla"
        case chocolate = "Chocolate"
        case strawberry = "Strawberry"
    }

    @State private var flavor = Flavor.chocolate
    @State private var size = 2
    @State private var shipping = "standard"
    @State private var wraps = true
    @State private var sort = "name"
    @State private var log: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            SectionTitle(title: "Pickers and menus")
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
            }
            Picker("Size", selection: $size) {
                Text("Small").tag(1)
                Text("Medium").tag(2)
                Text("Large").tag(3)
            }
            .pickerStyle(.segmented)
            Picker("Shipping", selection: $shipping) {
                Text("Standard").tag("standard")
                Text("Express").tag("express")
            }
            .pickerStyle(.radioGroup)
            Text("\(flavor.rawValue), size \(size), \(shipping) shipping")
            HStack(spacing: 12) {
                Menu("Edit") {
                    Button("Copy") { log.append("Copy") }
                    Button("Paste") { log.append("Paste") }
                    Button("Delete") { log.append("Delete") }.disabled(true)
                    Toggle("Wrap lines", isOn: $wraps)
                    Picker("Sort by", selection: $sort) {
                        Text("Name").tag("name")
                        Text("Date").tag("date")
                    }
                    Menu("Share") {
                        Button("Email") { log.append("Email") }
                        Button("Print") { log.append("Print") }
                    }
                }
                Menu {
                    Button("Preferences") { log.append("Preferences") }
                } label: {
                    Label("Tools", systemImage: "gear")
                }
                .menuStyle(.borderlessButton)
                Text("Right-click me")
                    .padding(6)
                    .contextMenu {
                        Button("Rename") { log.append("Rename") }
                        Button("Duplicate") { log.append("Duplicate") }
                    }
            }
            Text("Wrap lines: \(wraps ? "on" : "off"), sorted by \(sort); last: \(log.last ?? "nothing yet")")
        }
    }
}
