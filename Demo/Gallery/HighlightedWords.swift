import GtkUI

/// A preference of the Demo's own, shown in the gallery: the bounds of the words a card
/// highlights, as anchors that a view around them resolves in its own coordinates.
struct HighlightedWords: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []

    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
        value += nextValue()
    }
}
