extension View {
    /// Sets the preference `key` to `value` for the views around this one. A value set here
    /// replaces what the views inside this one set for the same key; siblings' values are
    /// combined with the key's `reduce`, in view-tree order.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceTransform<Self, K>(
            content: self, transform: { current, _ in current = value },
            isSameOutput: { previous in
                var old = K.defaultValue
                previous.transform(&old, nil)
                guard let old = old as? any Equatable else { return false }
                return old.isEqual(to: value)
            })
    }

    /// Changes the value of the preference `key` that this view passes to the views around it:
    /// `callback` receives the combined value of the views inside (or the key's default).
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        PreferenceTransform<Self, K>(
            content: self, transform: { value, _ in callback(&value) }, isSameOutput: { _ in false })
    }

    /// Runs `action` with the combined value of the preference `key` of the views inside this
    /// one, once it is first set and whenever it changes. Only this action runs on a change: the
    /// views around it are not evaluated unless the action changes their state.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        PreferenceChangeReader<Self, K>(content: self, isSame: { $0 == $1 }, action: action)
    }

    /// Lays the view that `transform` builds from this view's value of the preference `key` over
    /// this view, sized by it. The overlay is evaluated again when that value changes.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceValueLayer<Self, K, V>(content: self, alignment: .center, layerBelow: false, layer: transform)
    }

    /// Lays the view that `transform` builds from this view's value of the preference `key` over
    /// this view, placed by `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceValueLayer<Self, K, V>(content: self, alignment: alignment, layerBelow: false, layer: transform)
    }

    /// Lays the view that `transform` builds from this view's value of the preference `key`
    /// behind this view, sized by it. The background is evaluated again when that value changes.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceValueLayer<Self, K, V>(content: self, alignment: .center, layerBelow: true, layer: transform)
    }

    /// Lays the view that `transform` builds from this view's value of the preference `key`
    /// behind this view, placed by `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceValueLayer<Self, K, V>(content: self, alignment: alignment, layerBelow: true, layer: transform)
    }
}
