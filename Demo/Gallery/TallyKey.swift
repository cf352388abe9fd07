import GtkUI

/// A preference of the Demo's own, shown in the gallery: each view that sets it adds its count,
/// and an ancestor reads the sum.
struct TallyKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}
