import GtkUI

/// A view modifier of the Demo's own, shown in the gallery: a titled card around any view. The
/// card folds away with its title button; that state is the modifier's, kept with the view it
/// decorates.
struct Card: ViewModifier {
    let title: String
    @State private var isFolded = false

    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Button(isFolded ? "Show \(title)" : "Hide \(title)") { isFolded.toggle() }
            if !isFolded {
                content
            }
        }
        .padding(8)
        .border(Color.gray)
    }
}

extension View {
    /// Puts this view in a ``Card`` titled `title`.
    func card(_ title: String) -> some View {
        modifier(Card(title: title))
    }
}
