extension View {
    /// Accepted so that SwiftUI code compiles: changes to `value` are applied at once, because
    /// GTK 3 has no animation system for layout. See ``Animation``.
    public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> Self {
        self
    }

    /// Accepted so that SwiftUI code compiles: changes are applied at once. See ``Animation``.
    public func animation(_ animation: Animation?) -> Self {
        self
    }

    /// Accepted so that SwiftUI code compiles: the view appears and disappears at once. See
    /// ``AnyTransition``.
    public func transition(_ transition: AnyTransition) -> Self {
        self
    }
}
