/// The app's preferences window: `Settings { PreferencesForm() }`.
///
/// It does not open at launch. "Preferences" in the primary menu (the `.appSettings` group) and
/// Ctrl+, open it, as does `@Environment(\.openSettings)`; there is one such window, and opening
/// it again brings it to the front. It is titled "Preferences", as GNOME names the window, and
/// stays above the window it was opened from.
public struct Settings<Content: View> {
    let content: () -> Content

    /// A preferences window showing the views `content` builds.
    nonisolated public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }
}

// The conformance in an extension, so that the type is not main-actor isolated and its
// initializers are nonisolated, as in SwiftUI.
@MainActor
extension Settings: PrimitiveScene, WindowGroupProvider {
    var windowGroups: [AnyWindowGroup] {
        var group = AnyWindowGroup(
            title: "Preferences", id: nil, isSingleInstance: true, defaultSize: nil,
            makeRootView: { [content] in AnyView(SceneContent(content: content)) })
        group.isSettings = true
        return [group]
    }
}

/// Opens the app's ``Settings`` window, or brings it to the front: `openSettings()`.
@MainActor
public struct OpenSettingsAction {
    let open: @MainActor () -> Void

    /// Opens the preferences window. Without a ``Settings`` scene it logs one warning.
    public func callAsFunction() {
        open()
    }
}

private struct OpenSettingsKey: EnvironmentKey {
    static let defaultValue: OpenSettingsAction? = nil
}

extension EnvironmentValues {
    /// Opens the app's ``Settings`` window. Outside an ``App`` it logs a warning.
    @MainActor
    public var openSettings: OpenSettingsAction {
        get {
            self[OpenSettingsKey.self]
                ?? OpenSettingsAction { Diagnostics.warn("GtkUI: openSettings works only inside an App's windows") }
        }
        set { self[OpenSettingsKey.self] = newValue }
    }
}
