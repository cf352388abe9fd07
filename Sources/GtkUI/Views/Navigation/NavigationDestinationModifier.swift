extension View {
    /// Shows `destination` for each value of type `data` that a ``NavigationLink`` inside the
    /// enclosing ``NavigationStack`` pushes, or that its path holds. The registration lasts while
    /// this view is mounted; outside a navigation stack it does nothing.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C
    ) -> some View {
        let entry = NavigationDestinationEntry(type: ObjectIdentifier(D.self)) { value in
            (value.base as? D).map { AnyView(destination($0)) }
        }
        return transformPreference(NavigationDestinationsKey.self) { $0.append(entry) }
    }
}
