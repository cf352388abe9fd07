extension Button where Label == GtkUI.Label<Text, Image> {
    /// A button whose label is `title` with a symbol, as `Label(title, systemImage: name)` shows it.
    @_disfavoredOverload
    @preconcurrency nonisolated public init(
        _ title: some StringProtocol, systemImage name: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: nil, action: action) { GtkUI.Label(title, systemImage: name) }
    }

    /// A button whose label is the text of `titleKey` with a symbol.
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage name: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: nil, action: action) { GtkUI.Label(titleKey, systemImage: name) }
    }

    /// A button with a role whose label is `title` with a symbol.
    @_disfavoredOverload
    @preconcurrency nonisolated public init(
        _ title: some StringProtocol, systemImage name: String, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { GtkUI.Label(title, systemImage: name) }
    }

    /// A button with a role whose label is the text of `titleKey` with a symbol.
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage name: String, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { GtkUI.Label(titleKey, systemImage: name) }
    }
}
