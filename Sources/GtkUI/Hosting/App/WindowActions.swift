/// Opens a window of the ``WindowGroup`` with a given id: `openWindow(id: "inspector")`.
@MainActor
public struct OpenWindowAction {
    let open: @MainActor (String) -> Void
    /// Opens a window for a value, with the group's id if given.
    var openValue: @MainActor (String?, OpenedValue) -> Void = { _, _ in
        Diagnostics.warn("GtkUI: openWindow works only inside an App's windows")
    }

    /// Opens a new window of the group with `id`. An unknown id logs one warning.
    public func callAsFunction(id: String) {
        open(id)
    }

    /// Opens a window of the group made with `for: Value.self` showing `value`, or brings the
    /// window that shows it to the front.
    public func callAsFunction<Value: Hashable>(value: Value) {
        openValue(nil, OpenedValue(value))
    }

    /// Opens a window of the group with `id` (made with `for: Value.self`) showing `value`, or
    /// brings the window that shows it to the front.
    public func callAsFunction<Value: Hashable>(id: String, value: Value) {
        openValue(id, OpenedValue(value))
    }
}

/// A value to open a window for, with its type kept for ``AppSession/openWindow(id:value:)``.
@MainActor
struct OpenedValue {
    let open: @MainActor (String?, AppSession?) -> Void

    init<Value: Hashable>(_ value: Value) {
        open = { id, session in session?.openWindow(id: id, value: value) }
    }

    func open(_ id: String?, in session: AppSession?) {
        open(id, session)
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
