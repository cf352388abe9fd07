import GtkUI

/// The gallery's navigation containers: each snippet is shown live beside its `source`, which a
/// test keeps equal to the snippet's code. The window's own sidebar is a ``NavigationSplitView``.
struct NavigationLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            NavigationStack {
                List(Planet.all) { planet in
                    NavigationLink(planet.name, value: planet)
                }
                .accessibilityLabel("Planets")
                .navigationDestination(for: Planet.self) { planet in
                    Text("\(planet.name) has \(planet.moons) moons").padding(12)
                }
            }
            .frame(height: 220),
            title: "NavigationStack and NavigationLink", category: .control,
            source: #"""
                NavigationStack {
                    List(Planet.all) { planet in
                        NavigationLink(planet.name, value: planet)
                    }
                    .accessibilityLabel("Planets")
                    .navigationDestination(for: Planet.self) { planet in
                        Text("\(planet.name) has \(planet.moons) moons").padding(12)
                    }
                }
                .frame(height: 220)
                """#)
        LibraryItem(
            NavigationView {
                VStack(alignment: .leading, spacing: 6) {
                    NavigationLink("Show the detail") {
                        Text("A pushed page").padding(12)
                    }
                }
            }
            .navigationViewStyle(.stack)
            .frame(height: 120),
            title: "NavigationView", category: .control,
            source: #"""
                NavigationView {
                    VStack(alignment: .leading, spacing: 6) {
                        NavigationLink("Show the detail") {
                            Text("A pushed page").padding(12)
                        }
                    }
                }
                .navigationViewStyle(.stack)
                .frame(height: 120)
                """#)
        LibraryItem(
            Live("") { $query in
                List(Planet.all.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }) {
                    Text($0.name)
                }
                .accessibilityLabel("Planets")
                .searchable(text: $query, prompt: "Search planets")
                .frame(height: 200)
            },
            title: "Searchable", category: .control,
            source: #"""
                @State private var query = ""
                List(Planet.all.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }) {
                    Text($0.name)
                }
                .accessibilityLabel("Planets")
                .searchable(text: $query, prompt: "Search planets")
                .frame(height: 200)
                """#)
    }
}
