/// A running ``App``: its GtkApplication, its scenes and the windows open now.
///
/// Releasing the session shuts its application down: its windows close and it leaves the
/// session bus, so another app, or the same app again, can start in the same process.
@MainActor
public final class AppSession {
    private let application: GObjectReference<GtkApplication>
    /// Holds the app's node, where `App.body` is evaluated like a view body, and the windows'
    /// trees: one pass evaluates the app before the windows' content, parents before children.
    private let sceneGraph = ViewGraph()
    private var appNode: ViewNode?
    /// The window scenes of the last evaluation of `App.body`.
    private var groups: [AnyWindowGroup] = []
    /// The app's name, the title of windows whose scene has none.
    private let appName: String
    /// Each open window with the position of its scene in `groups`, oldest first.
    /// A window of a group made with `for:` has the box holding its value.
    private var openWindows: [(groupIndex: Int, window: HostingWindow<AnyView>, valueBox: (any PresentedValueBox)?)] =
        []
    /// Scene ids already reported as duplicated, so each is reported once.
    private var reportedDuplicateIDs: Set<String> = []
    private var activated = false
    /// Registered by ``activateWithoutRunning()`` and not shut down yet; `g_application_run`
    /// shuts down what it registers itself.
    private var needsShutdown = false
    /// Set while the session unregisters, so the activation that `g_application_run` sends
    /// then quits instead of opening a window.
    private var isShuttingDown = false
    /// The application windows belong to; nil when registration failed and they open on their own.
    private var windowApplication: UnsafeMutablePointer<GtkApplication>?
    /// Whether ``run(arguments:)`` runs `gtk_main` itself, because registration failed.
    private var runsOwnLoop = false
    /// Whether this session's application is registered on a D-Bus session bus.
    private var isOnBus = false
    /// Sessions of this process whose application is registered on the session bus now.
    private static var sessionsOnBus = 0
    /// Whether GLib was given an application name.
    private static var namedApplication = false
    /// The commands of the last evaluation of `App.body`.
    private var commandContributions: [CommandContribution] = []
    /// The app's menus and their actions; made on activation, once it is known whether the
    /// application registered.
    private(set) var commands: AppCommands?
    /// The version "About" shows.
    private let version: String?
    /// Shows "About" and the shortcuts window, one of each at a time.
    private let about = AboutPresenter()
    private let shortcutsWindow = ShortcutsWindowPresenter()

    /// Whether the session registers its application; tests turn it off to take the path of a
    /// failed registration, where windows open without a GtkApplication.
    private let registers: Bool

    init<A: App>(app: A, applicationID: String, registers: Bool = true) {
        self.registers = registers
        // Non-unique: a second launch opens a second instance instead of talking to the first
        // over D-Bus, so apps also run where no session bus exists.
        let flags = GApplicationFlags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)
        let id = g_application_id_is_valid(applicationID) != 0 ? applicationID : nil
        if id == nil {
            Diagnostics.warn("GtkUI: '\(applicationID)' is not a valid application id; running without one")
        }
        application = GObjectReference(adopting: gtk_application_new(id, flags)!)
        appName = A.displayName
        version = A.version
        // GLib takes the name once per process: the first app's.
        if !Self.namedApplication {
            Self.namedApplication = true
            g_set_application_name(appName)
        }
        let node = sceneGraph.performUpdates { [sceneGraph] in AppNode(graph: sceneGraph, app: app) }
        appNode = node
        node.scenesDidChange = { [weak self] groups, commands in self?.scenesDidChange(groups, commands: commands) }
        groups = node.windowGroups
        commandContributions = node.commands
        if groups.isEmpty { Diagnostics.warn("GtkUI: the app's body has no WindowGroup; nothing to show") }
        reportDuplicateIDs()
        Signals.connect(application.pointer, "activate") { [weak self] _ in self?.activate() }
    }

    /// The GtkApplication; borrowed, the session owns it.
    var applicationPointer: UnsafeMutablePointer<GtkApplication> { application.pointer }

    /// The windows open now, oldest first.
    public var windows: [any Hosting] { openWindows.map(\.window) }

    /// Opens a window of the scene with `id`, as `@Environment(\.openWindow)` does. For a
    /// ``Window`` scene whose window is open, brings that window to the front instead.
    @discardableResult
    public func openWindow(id: String) -> (any Hosting)? {
        guard let index = groups.firstIndex(where: { $0.id == id }) else {
            Diagnostics.warn("GtkUI: no WindowGroup with id '\(id)'")
            return nil
        }
        if groups[index].isSingleInstance, let open = openWindows.first(where: { $0.groupIndex == index }) {
            open.window.present()
            return open.window
        }
        return open(groupAt: index)
    }

    /// Opens a window showing `value`, as `@Environment(\.openWindow)` does: in the first group
    /// made with `for: Value.self` (and with `id`, when given). When an open window of that group
    /// shows `value`, brings it to the front instead. No such group logs one warning.
    @discardableResult
    public func openWindow<Value: Hashable>(id: String? = nil, value: Value) -> (any Hosting)? {
        let type = ObjectIdentifier(Value.self)
        guard
            let index = groups.firstIndex(where: { $0.valueType == type && (id == nil || $0.id == id) })
        else {
            let scene = id.map { "with id '\($0)' " } ?? ""
            Diagnostics.warn("GtkUI: no WindowGroup \(scene)shows values of type \(Value.self)")
            return nil
        }
        let wanted = AnyHashable(value)
        if let open = openWindows.first(where: { $0.groupIndex == index && $0.valueBox?.anyValue == wanted }) {
            open.window.present()
            return open.window
        }
        return open(groupAt: index, value: wanted)
    }

    /// Runs any pending update of the scenes, of every open window and of the menus now.
    public func flushUpdates() {
        sceneGraph.flush()
        commands?.readIfNeeded()
    }

    /// Opens the ``Settings`` window, or brings it to the front, as "Preferences" and Ctrl+, do.
    /// Without a ``Settings`` scene it logs one warning.
    @discardableResult
    public func openSettings() -> (any Hosting)? {
        guard let index = groups.firstIndex(where: \.isSettings) else {
            Diagnostics.warn("GtkUI: the app has no Settings scene to open")
            return nil
        }
        if let open = openWindows.first(where: { $0.groupIndex == index }) {
            open.window.present()
            return open.window
        }
        let parent = activeWindow
        let window = open(groupAt: index)
        if let parent, let settings = window.window { gtk_window_set_transient_for(settings, parent) }
        return window
    }

    /// Shows the "About" dialog, built from the app's name, version and id.
    func showAbout() {
        let id = g_application_get_application_id(application.pointer.cast()).map { String(cString: $0) }
        about.present(name: appName, version: version, applicationID: id, over: activeWindow)
    }

    /// Shows the shortcuts window, listing the commands' shortcuts and the standard keys.
    func showShortcuts() {
        commands?.readIfNeeded()
        shortcutsWindow.present(groups: commands?.listedShortcuts ?? [], over: activeWindow)
    }

    /// The shortcuts window while it is open, for tests.
    var shortcutsWindowPointer: UnsafeMutablePointer<GtkWidget>? { shortcutsWindow.window }
    /// The "About" dialog while it is open, for tests.
    var aboutDialogPointer: UnsafeMutablePointer<GtkWidget>? { about.dialog }

    /// The window the user works in: the focused one, else the newest.
    private var activeWindow: UnsafeMutablePointer<GtkWindow>? { activeHostingWindow?.window }

    private var activeHostingWindow: HostingWindow<AnyView>? {
        openWindows.first { $0.window.window.map { gtk_window_is_active($0) != 0 } ?? false }?.window
            ?? openWindows.last?.window
    }

    /// Closes every window; the application then quits if its loop is running.
    public func closeAllWindows() {
        for entry in openWindows { entry.window.close() }
    }

    /// Runs the application until its last window closes. Only the program's name reaches
    /// GApplication: the other arguments belong to the program, which reads
    /// `CommandLine.arguments`, so options and file names never stop the app from opening.
    func run(arguments: [String]) -> Int32 {
        guard register() else {
            // Without a registered application the windows open on their own, and the session
            // runs GTK's loop until the last one closes.
            activate()
            guard !openWindows.isEmpty else { return 1 }
            runsOwnLoop = true
            gtk_main()
            runsOwnLoop = false
            return 0
        }
        let status = runApplication(programName: arguments.first ?? "app")
        needsShutdown = false
        didLeaveBus()
        return status
    }

    /// Registers and activates the application without running GLib's loop, for ``App/launch()``.
    func activateWithoutRunning() {
        guard register() else {
            activate()
            return
        }
        needsShutdown = true
        g_application_activate(application.pointer.cast())
    }

    /// Registers the application (on the session bus when there is one). A failure, such as
    /// another live application with the same id in this process, gives one warning, and the
    /// session then opens its windows without a GtkApplication.
    private func register() -> Bool {
        windowApplication = nil
        guard registers else { return false }
        let id = g_application_get_application_id(application.pointer.cast()).map { String(cString: $0) } ?? "(no id)"
        // GTK exports objects at fixed paths for every application on the bus, so a second
        // one in this process would fail inside GLib, with a critical instead of a reason.
        guard Self.sessionsOnBus == 0 else {
            Diagnostics.warn(
                "GtkUI: another App of this process is registered on the session bus; "
                    + "'\(id)' opens its windows without a GtkApplication")
            return false
        }
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(application.pointer.cast(), nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "no reason given"
            g_clear_error(&error)
            Diagnostics.warn(
                "GtkUI: could not register the application '\(id)': \(message); "
                    + "its windows open without a GtkApplication")
            return false
        }
        if g_application_get_dbus_connection(application.pointer.cast()) != nil {
            isOnBus = true
            Self.sessionsOnBus += 1
        }
        windowApplication = application.pointer
        return true
    }

    /// Called once the application has shut down and left the bus.
    private func didLeaveBus() {
        guard isOnBus else { return }
        isOnBus = false
        Self.sessionsOnBus -= 1
    }

    private func runApplication(programName: String) -> Int32 {
        let argument = strdup(programName)
        defer { free(argument) }
        var argv: [UnsafeMutablePointer<CChar>?] = [argument, nil]
        return argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(application.pointer.cast(), 1, buffer.baseAddress)
        }
    }

    /// Closes the windows and shuts the application down. GLib has no public way to unregister
    /// but `g_application_run`, which emits "shutdown" (dropping the reference GTK took at
    /// startup) and withdraws the application's D-Bus objects; the activation it sends quits at
    /// once.
    private func shutDown() {
        closeAllWindows()
        about.close()
        shortcutsWindow.close()
        appNode?.unmount()
        appNode = nil
        guard needsShutdown else { return }
        needsShutdown = false
        isShuttingDown = true
        _ = runApplication(programName: "app")
        didLeaveBus()
    }

    private func activate() {
        if isShuttingDown {
            g_application_quit(application.pointer.cast())
            return
        }
        // A second activation (the app launched again) presents what is open.
        if activated, let last = openWindows.last {
            last.window.present()
            return
        }
        activated = true
        let commands = AppCommands(graph: sceneGraph, application: windowApplication, standard: standardCommands)
        self.commands = commands
        commands.update(commandContributions, standard: standardCommands)
        if let first = groups.firstIndex(where: { !$0.isSettings }) { open(groupAt: first) }
        commands.readIfNeeded()
    }

    /// What the built-in commands do in this session.
    private var standardCommands: AppCommands.Standard {
        var standard = AppCommands.Standard(appName: appName)
        standard.hasSettings = groups.contains(where: \.isSettings)
        let launchGroup = groups.firstIndex(where: { !$0.isSettings })
        standard.hasNewWindow = launchGroup.map { !groups[$0].isSingleInstance } ?? false
        standard.about = { [weak self] in self?.showAbout() }
        standard.preferences = { [weak self] in self?.openSettings() }
        standard.shortcuts = { [weak self] in self?.showShortcuts() }
        standard.newWindow = { [weak self] in
            guard let self, let launchGroup = self.groups.firstIndex(where: { !$0.isSettings }) else { return }
            self.open(groupAt: launchGroup)
        }
        standard.quit = { [weak self] in self?.closeAllWindows() }
        // A command can open windows and the preferences, as views in windows do.
        standard.environment.openWindow = OpenWindowAction(
            open: { [weak self] id in self?.openWindow(id: id) },
            openValue: { [weak self] id, value in value.open(id, in: self) })
        standard.environment.openSettings = OpenSettingsAction { [weak self] in self?.openSettings() }
        standard.environment.dismissWindow = DismissWindowAction(
            dismissCurrent: { [weak self] in self?.activeHostingWindow?.close() },
            dismissGroup: { [weak self] id in self?.closeWindows(of: id) })
        return standard
    }

    /// Brings the open windows in line with a new evaluation of `App.body`: new titles, and
    /// content closures that may capture new values.
    private func scenesDidChange(_ newGroups: [AnyWindowGroup], commands newCommands: [CommandContribution]) {
        groups = newGroups
        commandContributions = newCommands
        commands?.update(newCommands, standard: standardCommands)
        reportDuplicateIDs()
        for entry in openWindows where entry.groupIndex < newGroups.count {
            let group = newGroups[entry.groupIndex]
            let title = group.title ?? appName
            if entry.window.title != title { entry.window.title = title }
            entry.window.rootView = group.rootView(valueBox: entry.valueBox)
        }
    }

    private func reportDuplicateIDs() {
        var seen: Set<String> = []
        for case let id? in groups.map(\.id) {
            if seen.contains(id), reportedDuplicateIDs.insert(id).inserted {
                Diagnostics.warn("GtkUI: more than one scene has the id '\(id)'; openWindow(id:) opens the first")
            }
            seen.insert(id)
        }
    }

    @discardableResult
    private func open(groupAt index: Int, value: AnyHashable? = nil) -> HostingWindow<AnyView> {
        let group = groups[index]
        let valueBox = group.makeValueBox?(value)
        let holder = WindowHolder()
        var environment = EnvironmentValues()
        environment.openWindow = OpenWindowAction(
            open: { [weak self] id in self?.openWindow(id: id) },
            openValue: { [weak self] id, value in value.open(id, in: self) })
        environment.dismissWindow = DismissWindowAction(
            dismissCurrent: { holder.window?.close() },
            dismissGroup: { [weak self] id in self?.closeWindows(of: id) })
        environment.openSettings = OpenSettingsAction { [weak self] in self?.openSettings() }
        let window = HostingWindow(
            rootView: group.rootView(valueBox: valueBox), application: windowApplication, environment: environment,
            graph: sceneGraph, titleBar: group.titleBarKind,
            menuBar: group.titleBarKind == .plain ? commands?.menuBarModel : nil)
        window.title = group.title ?? appName
        if group.resizability != .automatic { window.setResizability(group.resizability) }
        if let size = group.defaultSize {
            window.setDefaultSize(width: size.width, height: size.height)
        } else if group.resizability != .contentSize && !group.isSettings {
            window.openAtFlexibleContentSize()
        }
        holder.window = window
        if let gtkWindow = window.window {
            FocusedValuesCenter.shared.follow(gtkWindow.cast())
            var openMenu: (@MainActor () -> Void)?
            // The preferences window is a dialog of the app: no menu of its own.
            if let commands, let bar = window.headerBar, !group.isSettings {
                let button = bar.addPrimaryMenu(model: commands.primaryMenuModel)
                openMenu = { HeaderBarController.togglePrimaryMenu(button) }
            }
            commands?.actions.attach(to: gtkWindow.cast())
            StandardShortcuts.install(
                on: gtkWindow.cast(), close: { holder.window?.close() },
                quit: { [weak self] in self?.closeAllWindows() }, openMenu: openMenu,
                claimedByApp: { [weak commands] keyval, mask in commands?.claimsStandardKey(keyval, mask) ?? false })
        }
        window.onClose = { [weak self, weak window] in
            guard let self else { return }
            self.openWindows.removeAll { $0.window === window }
            if self.runsOwnLoop && self.openWindows.isEmpty { gtk_main_quit() }
        }
        openWindows.append((index, window, valueBox))
        window.present()
        return window
    }

    private func closeWindows(of id: String) {
        for entry in openWindows where entry.groupIndex < groups.count && groups[entry.groupIndex].id == id {
            entry.window.close()
        }
    }

    isolated deinit {
        shutDown()
    }
}

/// Lets a window's own environment refer to the window, which exists only after the environment.
@MainActor
private final class WindowHolder {
    weak var window: HostingWindow<AnyView>?
}
