/// Opens a window of the ``WindowGroup`` with a given id: `openWindow(id: "inspector")`.
@MainActor
public struct OpenWindowAction {
    let open: @MainActor (String) -> Void

    /// Opens a new window of the group with `id`. An unknown id logs one warning.
    public func callAsFunction(id: String) {
        open(id)
    }
}

/// Closes windows: `dismissWindow()` closes the window of the view that calls it;
/// `dismissWindow(id:)` closes the windows of a group.
@MainActor
public struct DismissWindowAction {
    let dismissCurrent: @MainActor () -> Void
    let dismissGroup: @MainActor (String) -> Void

    /// Closes the window that contains the calling view.
    public func callAsFunction() {
        dismissCurrent()
    }

    /// Closes every open window of the group with `id`.
    public func callAsFunction(id: String) {
        dismissGroup(id)
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static let defaultValue: OpenWindowAction? = nil
}

private struct DismissWindowKey: EnvironmentKey {
    static let defaultValue: DismissWindowAction? = nil
}

extension EnvironmentValues {
    /// Opens windows of the app's window groups. Outside an ``App`` it logs a warning.
    @MainActor
    public var openWindow: OpenWindowAction {
        get {
            self[OpenWindowKey.self]
                ?? OpenWindowAction { _ in Diagnostics.warn("GtkUI: openWindow works only inside an App's windows") }
        }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Closes windows of the app. Outside an ``App``, `dismissWindow()` closes the host's window.
    @MainActor
    public var dismissWindow: DismissWindowAction {
        get {
            let host = hostReference
            return self[DismissWindowKey.self]
                ?? DismissWindowAction(
                    dismissCurrent: {
                        if let window = host?.host?.window { gtk_window_close(window) }
                    },
                    dismissGroup: { _ in Diagnostics.warn("GtkUI: dismissWindow(id:) works only inside an App") })
        }
        set { self[DismissWindowKey.self] = newValue }
    }
}
