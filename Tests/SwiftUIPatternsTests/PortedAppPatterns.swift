// Patterns from public SwiftUI apps that failed to build here with only the import changed. Like
// SwiftUIPatterns.swift, this file is compiled in Swift 6 mode and, through a symbolic link, in
// Swift 5 mode with warnings as errors.
import Foundation
import GtkUI

// MARK: Editing a list through a model's method or a closure the view was given

/// A model that is not on the main actor, as apps write them.
final class ShoppingList: ObservableObject {
    @Published var items = ["Milk", "Bread"]
    func remove(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
    func move(from offsets: IndexSet, to destination: Int) { items.move(fromOffsets: offsets, toOffset: destination) }
}

/// SwiftUI's `onDelete` and `onMove` are nonisolated and take plain closures, so a model's methods
/// and a stored closure pass as they are.
struct EditableShoppingList: View {
    @ObservedObject var list: ShoppingList
    let deleteItems: (IndexSet) -> Void

    var body: some View {
        List {
            ForEach(list.items, id: \.self) { Text($0) }
                .onDelete(perform: list.remove)
                .onMove(perform: list.move)
            ForEach(list.items, id: \.self) { Text($0) }
                .onDelete(perform: deleteItems)
        }
    }
}

/// A section built outside the main actor keeps its editing.
nonisolated func editableSection(_ items: [String], delete: @escaping (IndexSet) -> Void) -> some View {
    Section("Items") {
        ForEach(items, id: \.self) { Text($0) }.onDelete(perform: delete)
    }
}
