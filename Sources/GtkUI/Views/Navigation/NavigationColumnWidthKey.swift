/// The preference that carries ``View/navigationSplitViewColumnWidth(_:)`` up to the split view
/// column it is in: the innermost request wins, then the first in view order.
struct NavigationColumnWidthKey: PreferenceKey {
    static let defaultValue: NavigationColumnWidth? = nil

    static func reduce(value: inout NavigationColumnWidth?, nextValue: () -> NavigationColumnWidth?) {
        if value == nil { value = nextValue() }
    }
}
