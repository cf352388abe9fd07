/// The preference that carries `.navigationTitle` and `.navigationSubtitle` up to the navigation
/// page that shows them, or to the host's window outside any navigation container.
///
/// Each title modifier fills the parts that the views inside it left unset, so the innermost
/// modifier wins; of siblings, the earlier in view order wins. A navigation container writes nil
/// for its own pages' titles, which it shows itself (see ``NavigationTitleSourcesKey``).
struct NavigationTitleKey: PreferenceKey {
    static let defaultValue: NavigationTitle? = nil

    static func reduce(value: inout NavigationTitle?, nextValue: () -> NavigationTitle?) {
        guard let next = nextValue() else { return }
        value = (value ?? NavigationTitle()).filled(from: next)
    }
}

/// The preference through which navigation containers nested in a page tell the page that they
/// decide their own visible title; the page shows the first of theirs that has one.
struct NavigationTitleSourcesKey: PreferenceKey {
    static let defaultValue: [NavigationTitleSource] = []

    static func reduce(value: inout [NavigationTitleSource], nextValue: () -> [NavigationTitleSource]) {
        value += nextValue()
    }
}

extension View {
    /// Reads the titles of this view's content into `scope`: the page's own, and the navigation
    /// containers nested in it.
    func readingNavigationTitles(into scope: NavigationTitleScope) -> some View {
        PreferenceChangeReader<_, NavigationTitleSourcesKey>(
            content: PreferenceChangeReader<_, NavigationTitleKey>(
                content: self, isSame: { $0 == $1 }, action: { scope.ownTitle = $0 }),
            isSame: { $0.elementsEqual($1, by: ===) }, action: { scope.containers = $0 })
    }

    /// Marks this view as a navigation container showing `source`: its pages' titles stay with
    /// it, and the page around it learns of it instead.
    func navigationTitleContainer(_ source: NavigationTitleSource) -> some View {
        preference(key: NavigationTitleKey.self, value: nil)
            .preference(key: NavigationTitleSourcesKey.self, value: [source])
    }
}
