extension View {
    /// Accepted so that SwiftUI code compiles: sets the shape that containers inside would clip
    /// to and take insets from. No GtkUI container reads it yet, so it changes nothing; clip with
    /// ``View/clipShape(_:)`` instead.
    nonisolated public func containerShape<S: Shape>(_ shape: S) -> some View {
        self
    }
}
