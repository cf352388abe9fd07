import GtkUI

/// A preference of the Demo's own, shown in the gallery: the fruit that views inside a card
/// name, collected in view order for a view around them to read.
struct FruitNames: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}
