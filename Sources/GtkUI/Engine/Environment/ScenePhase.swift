/// Whether a scene is in front of the person using it: read `\.scenePhase`.
///
/// A window's content sees ``active`` while its window is the active one, ``inactive`` while it is
/// shown behind another, and ``background`` while it is hidden or minimised.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Hidden or minimised.
    case background
    /// Shown, but another window is active.
    case inactive
    /// The active window.
    case active
}

/// Where ``EnvironmentValues/scenePhase`` is stored; active where no host has set it.
private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the window that shows the view; every host follows its window's activity.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
