/// The preference that carries `.focusedValue` and `.focusedSceneValue` up to the root of their
/// host, which hands them to its window's ``WindowFocusedValues``. An outer view's publications
/// come before the inner ones', siblings' in view order: applied in that order, the view nearest
/// the focus writes last and wins.
struct FocusedValuesKey: PreferenceKey {
    static var defaultValue: [FocusedValuePublication] { [] }

    static func reduce(value: inout [FocusedValuePublication], nextValue: () -> [FocusedValuePublication]) {
        value += nextValue()
    }
}

extension View {
    /// Publishes `write` for the focused values of this view's window.
    fileprivate func publishingFocusedValues(
        isScene: Bool, _ write: @escaping @MainActor (inout FocusedValues) -> Void
    ) -> some View {
        PreferenceTransform<Self, FocusedValuesKey>(
            content: self,
            transform: { value, source in
                value.insert(FocusedValuePublication(source: source, isScene: isScene, write: write), at: 0)
            },
            // The values are compared where they are read, key by key.
            isSameOutput: { _ in false })
    }

    /// Publishes `value` at `keyPath` of the ``FocusedValues`` while the focus is in this view
    /// (its widget or one inside it has the keyboard focus) and its window is the active one.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    {
        publishingFocusedValues(isScene: false) { $0[keyPath: keyPath] = value }
    }

    /// Publishes `value`, or nothing when nil, at `keyPath` while the focus is in this view.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> some View
    {
        publishingFocusedValues(isScene: false) { values in
            if let value { values[keyPath: keyPath] = value }
        }
    }

    /// Publishes `value` at `keyPath` of the ``FocusedValues`` while this view's window is the
    /// active one, wherever the focus is in it: the way for a window's content to tell the app's
    /// commands what it shows.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    {
        publishingFocusedValues(isScene: true) { $0[keyPath: keyPath] = value }
    }

    /// Publishes `value`, or nothing when nil, at `keyPath` while this view's window is active.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> some View
    {
        publishingFocusedValues(isScene: true) { values in
            if let value { values[keyPath: keyPath] = value }
        }
    }
}
