import GtkUI

/// One entry of the keyed list.
struct Fruit: Identifiable {
    let id: Int
    var name: String
}

/// A keyed list: rows keep their own state (a star) when they move.
struct ListSection: View {
    @State private var fruits = ["Apple", "Banana", "Cherry"].enumerated().map {
        Fruit(id: $0.offset, name: $0.element)
    }
    @State private var nextID = 3
    private let names = ["Damson", "Elderberry", "Fig", "Grape", "Kiwi", "Lemon", "Mango", "Nectarine"]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            SectionTitle(title: "Keyed list")
            HStack(spacing: 8) {
                Button("Add") {
                    fruits.append(Fruit(id: nextID, name: names[nextID % names.count]))
                    nextID += 1
                }
                Button("Remove first") {
                    if !fruits.isEmpty { fruits.removeFirst() }
                }
                Button("Move last to top") {
                    if let last = fruits.popLast() { fruits.insert(last, at: 0) }
                }
            }
            ForEach(fruits) { fruit in
                FruitRow(fruit: fruit)
            }
        }
    }
}

/// A row with its own state, kept while the row keeps its id.
struct FruitRow: View {
    let fruit: Fruit
    @State private var starred = false

    var body: some View {
        HStack(spacing: 8) {
            Toggle("Star", isOn: $starred)
            Text(starred ? "★ \(fruit.name)" : fruit.name)
        }
    }
}
