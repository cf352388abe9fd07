import GtkUI

/// The gallery's lists, lazy stacks and tables: each snippet is shown live beside its `source`,
/// which a test keeps equal to the snippet's code.
struct ListsLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            Live(String?.none) { $chosen in
                List(Planet.all, selection: $chosen) { planet in
                    Text(planet.name)
                }
                .accessibilityLabel("Planets")
                .frame(height: 150)
                Text("Selected: \(chosen ?? "none")")
            },
            title: "List with a selection", category: .control,
            source: #"""
                @State private var chosen = String?.none
                List(Planet.all, selection: $chosen) { planet in
                    Text(planet.name)
                }
                .accessibilityLabel("Planets")
                .frame(height: 150)
                Text("Selected: \(chosen ?? "none")")
                """#)
        LibraryItem(
            List {
                Section("Inner planets") {
                    ForEach(Planet.all.prefix(4)) { planet in
                        Text(planet.name).listRowSeparator(.hidden)
                    }
                }
                .listSectionSeparator(.hidden)
                Section("Giants") {
                    Text("Jupiter").listRowBackground(Color.orange.opacity(0.3))
                    Text("Saturn").listRowInsets(EdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 4))
                }
            }
            .listStyle(.inset)
            .accessibilityLabel("Planets by kind")
            .frame(height: 220),
            title: "List sections, styles and rows", category: .layout,
            source: #"""
                List {
                    Section("Inner planets") {
                        ForEach(Planet.all.prefix(4)) { planet in
                            Text(planet.name).listRowSeparator(.hidden)
                        }
                    }
                    .listSectionSeparator(.hidden)
                    Section("Giants") {
                        Text("Jupiter").listRowBackground(Color.orange.opacity(0.3))
                        Text("Saturn").listRowInsets(EdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 4))
                    }
                }
                .listStyle(.inset)
                .accessibilityLabel("Planets by kind")
                .frame(height: 220)
                """#)
        LibraryItem(
            Live(["Milk", "Bread", "Eggs", "Tea"]) { $items in
                List {
                    ForEach(items, id: \.self) { item in
                        Text(item).swipeActions {
                            Button("Buy now") {}
                        }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                .accessibilityLabel("Shopping list")
                .frame(height: 150)
                Text("Delete removes a row; Alt+Up and Alt+Down move it; right-click for actions.")
                    .font(.caption)
            },
            title: "Deleting and moving rows", category: .control,
            source: #"""
                @State private var items = ["Milk", "Bread", "Eggs", "Tea"]
                List {
                    ForEach(items, id: \.self) { item in
                        Text(item).swipeActions {
                            Button("Buy now") {}
                        }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                .accessibilityLabel("Shopping list")
                .frame(height: 150)
                Text("Delete removes a row; Alt+Up and Alt+Down move it; right-click for actions.")
                    .font(.caption)
                """#)
        LibraryItem(
            Live(EditMode.inactive) { $mode in
                EditButton().environment(\.editMode, $mode)
                Text(mode.isEditing ? "Editing" : "Not editing")
            },
            title: "EditButton", category: .control,
            source: #"""
                @State private var mode = EditMode.inactive
                EditButton().environment(\.editMode, $mode)
                Text(mode.isEditing ? "Editing" : "Not editing")
                """#)
        LibraryItem(
            OutlineGroup(FileNode.home, children: \.children) { node in
                Label(node.name, systemImage: node.children == nil ? "doc" : "folder")
            },
            title: "OutlineGroup", category: .layout,
            source: #"""
                OutlineGroup(FileNode.home, children: \.children) { node in
                    Label(node.name, systemImage: node.children == nil ? "doc" : "folder")
                }
                """#)
        LibraryItem(
            ScrollViewReader { proxy in
                Button("Scroll to row 500") { proxy.scrollTo(500, anchor: .top) }
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(1...1000, id: \.self) { row in
                            Text("Row \(row)")
                        }
                    }
                }
                .frame(height: 120)
            },
            title: "ScrollViewReader and LazyVStack", category: .layout,
            source: #"""
                ScrollViewReader { proxy in
                    Button("Scroll to row 500") { proxy.scrollTo(500, anchor: .top) }
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(1...1000, id: \.self) { row in
                                Text("Row \(row)")
                            }
                        }
                    }
                    .frame(height: 120)
                }
                """#)
        LibraryItem(
            ScrollView(.horizontal) {
                LazyHStack(spacing: 6) {
                    ForEach(1...500, id: \.self) { column in
                        Text("\(column)").padding(6).background(Color.cyan.opacity(0.3))
                    }
                }
            },
            title: "LazyHStack", category: .layout,
            source: #"""
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 6) {
                        ForEach(1...500, id: \.self) { column in
                            Text("\(column)").padding(6).background(Color.cyan.opacity(0.3))
                        }
                    }
                }
                """#)
        LibraryItem(
            Live([KeyPathComparator(\Planet.name)]) { $order in
                Table(Planet.all.sorted(using: order), sortOrder: $order) {
                    TableColumn("Planet", value: \.name)
                    TableColumn("Moons", value: \.moons) { planet in Text("\(planet.moons)") }
                }
                .frame(height: 200)
            },
            title: "Table and TableColumn", category: .layout,
            source: #"""
                @State private var order = [KeyPathComparator(\Planet.name)]
                Table(Planet.all.sorted(using: order), sortOrder: $order) {
                    TableColumn("Planet", value: \.name)
                    TableColumn("Moons", value: \.moons) { planet in Text("\(planet.moons)") }
                }
                .frame(height: 200)
                """#)
    }
}
