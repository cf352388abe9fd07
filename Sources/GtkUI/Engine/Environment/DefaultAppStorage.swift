import Foundation

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store of the ``AppStorage`` properties here that name none; nil means
    /// `UserDefaults.standard`.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Keeps the values of the ``AppStorage`` properties in this view and its descendants that
    /// name no store in `store` instead of `UserDefaults.standard`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
