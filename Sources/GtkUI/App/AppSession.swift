/// A running ``App``: its GtkApplication, its window groups and the windows open now.
@MainActor
public final class AppSession {
    private let application: GObjectReference<GtkApplication>
    private let groups: [AnyWindowGroup]
    private var openWindows: [(groupID: String?, window: HostingWindow<AnyView>)] = []
    private var activated = false

    init<A: App>(app: A, applicationID: String) {
        // Non-unique: a second launch opens a second instance instead of talking to the first
        // over D-Bus, so apps also run where no session bus exists.
        let flags = GApplicationFlags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)
        let id = g_application_id_is_valid(applicationID) != 0 ? applicationID : nil
        if id == nil {
            Diagnostics.warn("GtkUI: '\(applicationID)' is not a valid application id; running without one")
        }
        application = GObjectReference(adopting: gtk_application_new(id, flags)!)
        groups = (app.body as? any WindowGroupProvider)?.windowGroups ?? []
        if groups.isEmpty { Diagnostics.warn("GtkUI: the app's body has no WindowGroup; nothing to show") }
        Signals.connect(application.pointer, "activate") { [weak self] _ in self?.activate() }
    }

    /// The windows open now, oldest first.
    public var windows: [any Hosting] { openWindows.map(\.window) }

    /// Opens a window of the group with `id`, as `@Environment(\.openWindow)` does.
    @discardableResult
    public func openWindow(id: String) -> (any Hosting)? {
        guard let group = groups.first(where: { $0.id == id }) else {
            Diagnostics.warn("GtkUI: no WindowGroup with id '\(id)'")
            return nil
        }
        return open(group)
    }

    /// Closes every window; the application then quits if its loop is running.
    public func closeAllWindows() {
        for entry in openWindows { entry.window.close() }
    }

    func run(arguments: [String]) -> Int32 {
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        return cArguments.withUnsafeMutableBufferPointer { buffer in
            g_application_run(application.pointer.cast(), Int32(buffer.count), buffer.baseAddress)
        }
    }

    func activateWithoutRunning() {
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(application.pointer.cast(), nil, &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            Diagnostics.warn("GtkUI: could not register the application: \(message)")
        }
        g_application_activate(application.pointer.cast())
    }

    private func activate() {
        // A second activation (the app launched again) presents what is open.
        if activated, let last = openWindows.last {
            last.window.present()
            return
        }
        activated = true
        if let first = groups.first { open(first) }
    }

    @discardableResult
    private func open(_ group: AnyWindowGroup) -> HostingWindow<AnyView> {
        let holder = WindowHolder()
        var environment = EnvironmentValues()
        environment.openWindow = OpenWindowAction { [weak self] id in self?.openWindow(id: id) }
        environment.dismissWindow = DismissWindowAction(
            dismissCurrent: { holder.window?.close() },
            dismissGroup: { [weak self] id in self?.closeWindows(of: id) })
        let window = group.makeWindow(application.pointer, environment)
        holder.window = window
        window.onClose = { [weak self, weak window] in
            self?.openWindows.removeAll { $0.window === window }
        }
        openWindows.append((group.id, window))
        window.present()
        return window
    }

    private func closeWindows(of id: String) {
        for entry in openWindows where entry.groupID == id { entry.window.close() }
    }
}

/// Lets a window's own environment refer to the window, which exists only after the environment.
@MainActor
private final class WindowHolder {
    weak var window: HostingWindow<AnyView>?
}
