// SwiftUI call patterns that compile without a warning in Swift 5 language mode, and with a warning in
// Swift 6 mode, with SwiftUI as here. This target builds with warnings as errors.
import GtkUI

/// A model that is not on the main actor, as Swift 5 code writes them.
final class Library: ObservableObject {
    @Published var books: [String] = []
    func add() { books.append("Untitled") }
    func load() {}
}

/// SwiftUI's action initializers are `@preconcurrency`: a model's method and a closure the view
/// was given are not `Sendable`, and Swift 5 mode takes them as actions without a warning.
struct StoredActions: View {
    @ObservedObject var library: Library
    let onDelete: () -> Void

    var body: some View {
        VStack {
            Button("Add", action: library.add)
            Button(action: library.add) { Text("Add") }
            Button("Delete", role: .destructive, action: onDelete)
            Button(role: .cancel, action: onDelete) { Label("Cancel", systemImage: "xmark") }
            Button(LocalizedStringKey("Remove"), action: onDelete)
            Text("Books")
                .onTapGesture(perform: onDelete)
                .onSubmit(onDelete)
        }
        .onAppear(perform: library.load)
        .onDisappear(perform: onDelete)
        .onChange(of: library.books, onDelete)
    }
}
