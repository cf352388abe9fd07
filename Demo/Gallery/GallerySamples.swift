import GtkUI

/// A planet: rows for the gallery's lists and tables.
struct Planet: Identifiable, Hashable {
    let name: String
    let moons: Int
    var id: String { name }

    static let all = [
        Planet(name: "Mercury", moons: 0), Planet(name: "Venus", moons: 0), Planet(name: "Earth", moons: 1),
        Planet(name: "Mars", moons: 2), Planet(name: "Jupiter", moons: 95), Planet(name: "Saturn", moons: 146),
    ]
}

/// A file or folder: a tree for the gallery's outline.
struct FileNode: Identifiable {
    let name: String
    var children: [FileNode]?
    var id: String { name }

    static let home = [
        FileNode(
            name: "Documents",
            children: [FileNode(name: "notes.txt"), FileNode(name: "Photos", children: [FileNode(name: "cat.png")])]),
        FileNode(name: "todo.md"),
    ]
}

/// A shared model for the gallery's `environmentObject` item.
final class Basket: ObservableObject {
    @Published var apples = 0
}

/// Reads the ``Basket`` its ancestors provide.
struct BasketLabel: View {
    @EnvironmentObject private var basket: Basket

    var body: some View {
        HStack(spacing: 8) {
            Text("\(basket.apples) apples")
            Button("Add an apple") { basket.apples += 1 }
        }
    }
}
