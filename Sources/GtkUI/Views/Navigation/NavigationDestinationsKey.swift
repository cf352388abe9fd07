/// The preference that carries `.navigationDestination` registrations up to the navigation
/// container whose links use them: innermost registration first, then in view order. A container
/// reads those of its content and hides them from the containers around it.
struct NavigationDestinationsKey: PreferenceKey {
    static let defaultValue: [NavigationDestinationEntry] = []

    static func reduce(value: inout [NavigationDestinationEntry], nextValue: () -> [NavigationDestinationEntry]) {
        value += nextValue()
    }
}

extension View {
    /// Hands the destinations registered in this view to `target`, and none to the views around.
    func readingNavigationDestinations(into target: NavigationTarget) -> some View {
        // Every new registration is taken, even of the same types: its closure may read new state.
        PreferenceChangeReader<_, NavigationDestinationsKey>(
            content: self, isSame: { _, _ in false }, action: { target.setDestinations($0) }
        )
        .preference(key: NavigationDestinationsKey.self, value: [])
    }
}
