extension View {
    /// Changes the environment value at `keyPath` for this view and everything inside it, with
    /// `transform` given the value the view inherits: `.transformEnvironment(\.font) { font in
    /// font = font ?? .body }`.
    ///
    /// The closure runs again each time this view is updated or its inherited environment changes.
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
    ) -> some View {
        EnvironmentWriter(
            content: self,
            write: { environment in transform(&environment[keyPath: keyPath]) },
            isSameValue: { _ in false })
    }
}
