import Foundation
import GtkUI

// Examples of ComingFromSwiftUI.md rows for what public SwiftUI apps needed when they were built
// here with only the import changed. Each example stands on a line of its own.

/// A model that is not on the main actor, as apps write them.
final class PortedAppList: ObservableObject {
    @Published var items = ["A", "B"]
    func remove(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
    func move(from offsets: IndexSet, to destination: Int) { items.move(fromOffsets: offsets, toOffset: destination) }
}

struct PortedAppSnippets: View {
    @ObservedObject var list: PortedAppList

    var body: some View {
        List {
            ForEach(list.items, id: \.self) { Text($0) }.onDelete(perform: list.remove)
            ForEach(list.items, id: \.self) { Text($0) }.onMove(perform: list.move)
        }
        // The table's example is one line.
        // swift-format-ignore
        Button(action: {}) { Image(systemName: "bell"); Text("Ring") }
    }
}
