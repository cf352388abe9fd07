extension View {
    /// Accepted so that SwiftUI code compiles: asks a ``Grid`` to align its column by `guide`.
    /// A cell keeps its own alignment here, so a column whose cells differ is not lined up.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        self
    }
}
