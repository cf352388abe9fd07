/// The commands of a running app: mounts the content of its ``CommandMenu``s and
/// ``CommandGroup``s offscreen, reads it into the actions of ``CommandActionTable`` and into two
/// menu models, GNOME's primary menu and a menu bar, and keeps them in line as the content
/// changes or `App.body` describes new commands.
@MainActor
final class AppCommands {
    /// The built-in commands, which the session carries out.
    struct Standard {
        var appName: String
        var hasSettings = false
        var hasNewWindow = false
        var about: @MainActor () -> Void = {}
        var preferences: @MainActor () -> Void = {}
        var shortcuts: @MainActor () -> Void = {}
        var newWindow: @MainActor () -> Void = {}
        var quit: @MainActor () -> Void = {}
        /// The environment of the commands' content: the app's window actions.
        var environment = EnvironmentValues()
    }

    /// A shortcut as the shortcuts window lists it.
    struct ListedShortcut: Equatable {
        let title: String
        let accelerator: String
    }

    let actions: CommandActionTable
    /// The primary menu's model; owned here, shared with each window's menu button.
    let primaryMenu: GObjectReference<GObject>
    /// The menu bar's model, for windows without a header bar.
    let menuBar: GObjectReference<GObject>
    /// The declared shortcuts by group title, command menus first, then the standard keys.
    private(set) var listedShortcuts: [(group: String, shortcuts: [ListedShortcut])] = []

    private let graph: ViewGraph
    private var standard: Standard
    private let sink = CommandShortcutSink()
    private var contributions: [CommandContribution] = []
    /// The mounted content of each contribution, in the same order.
    private var hosts: [HostingWidget<AnyView>] = []
    private let watches = SignalScope()
    private var pendingRead: OneShotSource?
    private var needsRead = true
    private var lastPrimary: [CommandMenuSection] = []
    private var lastBar: [(title: String, sections: [CommandMenuSection])] = []
    private var reportedDuplicates: Set<String> = []

    init(graph: ViewGraph, application: UnsafeMutablePointer<GtkApplication>?, standard: Standard) {
        self.graph = graph
        self.standard = standard
        actions = CommandActionTable(application: application)
        primaryMenu = GObjectReference(adopting: UnsafeMutablePointer<GObject>(g_menu_new()!))
        menuBar = GObjectReference(adopting: UnsafeMutablePointer<GObject>(g_menu_new()!))
        sink.onChange = { [weak self] in self?.setNeedsRead() }
    }

    /// The primary menu as a `GMenuModel`.
    var primaryMenuModel: UnsafeMutablePointer<GMenuModel> { primaryMenu.pointer.cast() }
    /// The menu bar as a `GMenuModel`.
    var menuBarModel: UnsafeMutablePointer<GMenuModel> { menuBar.pointer.cast() }

    /// Takes the commands of a new evaluation of `App.body`: the same menus and groups update
    /// their content in place; others are mounted anew.
    func update(_ newContributions: [CommandContribution], standard newStandard: Standard) {
        standard = newStandard
        let sameShape = newContributions.map(\.target) == contributions.map(\.target)
        contributions = newContributions
        if sameShape {
            for (index, (host, contribution)) in zip(hosts, contributions).enumerated() {
                host.rootView = content(of: contribution, at: index)
            }
        } else {
            sink.reset()
            hosts = contributions.enumerated().map { index, contribution in
                var environment = newStandard.environment
                environment.isInMenu = true
                return HostingWidget(
                    rootView: content(of: contribution, at: index), environment: environment, graph: graph)
            }
        }
        setNeedsRead()
    }

    /// The content of `contribution`, with its keyboard shortcuts read for the commands.
    private func content(of contribution: CommandContribution, at index: Int) -> AnyView {
        AnyView(
            contribution.makeContent()
                .readingPreference(KeyboardShortcutsKey.self) { [sink] in sink.show($0, from: index) })
    }

    /// Reads the content again now if anything changed since the last reading.
    func readIfNeeded() {
        guard needsRead else { return }
        pendingRead = nil
        needsRead = false
        read()
    }

    /// Reads once the current update pass and its callbacks are done.
    private func setNeedsRead() {
        needsRead = true
        guard pendingRead == nil else { return }
        pendingRead = OneShotSource(priority: G_PRIORITY_HIGH_IDLE + 1) { [weak self] in
            self?.pendingRead = nil
            self?.readIfNeeded()
        }
    }

    private func read() {
        watches.disconnectAll()
        var list = CommandActionList()
        let standardEntries = addStandardActions(to: &list)
        let reader = CommandContentReader(
            shortcuts: sink.shortcuts, watches: watches, changed: { [weak self] in self?.setNeedsRead() })
        var layout = CommandMenuLayout(
            primaryDefaults: standardEntries.primary, barDefaults: standardEntries.bar,
            shortcutsItem: standardEntries.shortcuts)
        var shortcutGroups: [(group: String, shortcuts: [ListedShortcut])] = []
        for (contribution, host) in zip(contributions, hosts) {
            for signal in ["add", "remove"] {
                _ = watches.add(
                    Signals.connect(host.widget, signal, after: true) { [weak self] _ in self?.setNeedsRead() })
            }
            let first = list.actions.count
            let entries = reader.entries(
                of: ContainerChildren.children(of: host.widget), prefix: Self.actionPrefix(of: contribution.target),
                into: &list)
            layout.add(entries, to: contribution.target)
            let declared = list.actions[first...].compactMap { action in
                action.accelerator.map { ListedShortcut(title: action.label, accelerator: $0) }
            }
            guard !declared.isEmpty else { continue }
            let title: String
            if case .menu(let name) = contribution.target { title = name } else { title = "Commands" }
            if let index = shortcutGroups.firstIndex(where: { $0.group == title }) {
                shortcutGroups[index].shortcuts += declared
            } else {
                shortcutGroups.append((title, declared))
            }
        }
        reportDuplicates(list.duplicates)
        claimStandardKeys(from: list.actions)
        actions.apply(list.actions)
        listedShortcuts = shortcutGroups + [("General", standardShortcuts)]
        let primary = layout.primarySections
        if primary != lastPrimary {
            CommandMenuModel.sync(OpaquePointer(primaryMenu.pointer), from: lastPrimary, to: primary)
            lastPrimary = primary
        }
        let bar = layout.menuBar
        if !bar.elementsEqual(lastBar, by: { $0.title == $1.title && $0.sections == $1.sections }) {
            CommandMenuModel.sync(bar: OpaquePointer(menuBar.pointer), from: lastBar, to: bar)
            lastBar = bar
        }
    }

    /// The start of the action names of a contribution's items: `text` for `CommandMenu("Text")`,
    /// `new-item` for a group at `.newItem`.
    private static func actionPrefix(of target: CommandContribution.Target) -> String {
        switch target {
        case .menu(let name): return CommandNames.slug(name)
        case .group(let placement, _): return placement.name
        }
    }

    /// The built-in actions, declared before the app's so their keys win, and the default
    /// entries of the standard groups.
    private func addStandardActions(to list: inout CommandActionList) -> (
        primary: [CommandGroupPlacement: [CommandEntry]], bar: [CommandGroupPlacement: [CommandEntry]],
        shortcuts: CommandEntry
    ) {
        var primary: [CommandGroupPlacement: [CommandEntry]] = [:]
        var bar: [CommandGroupPlacement: [CommandEntry]] = [:]
        func item(_ action: CommandAction, accelerator: String? = nil) -> CommandEntry {
            .item(label: action.label, action: action.name, target: nil, accelerator: accelerator ?? action.accelerator)
        }
        let standard = self.standard
        if standard.hasSettings {
            let preferences = list.add(
                named: "preferences", label: "Preferences", shortcut: KeyboardShortcut(",")
            ) { _ in standard.preferences() }
            primary[.appSettings] = [item(preferences)]
        }
        bar[.appSettings] = primary[.appSettings]
        let shortcuts = list.add(
            named: "shortcuts", label: "Keyboard Shortcuts", shortcut: KeyboardShortcut("?")
        ) { _ in standard.shortcuts() }
        let about = list.add(named: "about", label: "About \(standard.appName)") { _ in standard.about() }
        primary[.appInfo] = [item(about)]
        bar[.appInfo] = primary[.appInfo]
        if standard.hasNewWindow {
            let newWindow = list.add(named: "new-window", label: "New Window") { _ in standard.newWindow() }
            primary[.newItem] = [item(newWindow)]
            bar[.newItem] = primary[.newItem]
        }
        // Ctrl+Q is the window's own key; the menu bar's item only shows it.
        let quit = list.add(named: "quit", label: "Quit") { _ in standard.quit() }
        bar[.appTermination] = [item(quit, accelerator: "<Control>q")]
        return (primary, bar, item(shortcuts))
    }

    /// The keys every window has. A command that declares one takes it over: the window's key
    /// lets it through (see ``claimsStandardKey(_:_:)``).
    private static let windowKeys: [(label: String, accelerator: String)] = [
        ("Quit", "<Control>q"), ("Close Window", "<Control>w"), ("Open Menu", "F10"),
    ]

    /// The standard keys that a command declares now, as key and modifier mask.
    private var claimedStandardKeys: Set<StandardKey> = []
    private var reportedClaims: Set<String> = []

    /// A key with its modifiers, parsed from an accelerator, so `<Control>w` and `<Primary>w` match.
    private struct StandardKey: Hashable {
        let keyval: guint
        let mask: guint

        init(keyval: guint, mask: GdkModifierType) {
            self.keyval = gdk_keyval_to_lower(keyval)
            self.mask = mask.rawValue & gtk_accelerator_get_default_mod_mask().rawValue
        }

        init(_ accelerator: String) {
            var keyval: guint = 0
            var mask = GdkModifierType(0)
            gtk_accelerator_parse(accelerator, &keyval, &mask)
            self.init(keyval: keyval, mask: mask)
        }
    }

    /// Whether a command declares the standard key `keyval` with `mask`: the command's shortcut
    /// wins, so the window's own handler lets the key through.
    func claimsStandardKey(_ keyval: guint, _ mask: GdkModifierType) -> Bool {
        claimedStandardKeys.contains(StandardKey(keyval: keyval, mask: mask))
    }

    /// Notes which standard keys the commands take, with one warning per command and key.
    private func claimStandardKeys(from actions: [CommandAction]) {
        var claimed: Set<StandardKey> = []
        for action in actions {
            guard let accelerator = action.accelerator else { continue }
            let key = StandardKey(accelerator)
            guard let standard = Self.windowKeys.first(where: { StandardKey($0.accelerator) == key }) else { continue }
            claimed.insert(key)
            guard reportedClaims.insert("\(standard.label)\u{0}\(action.label)").inserted else { continue }
            let shown =
                gtk_accelerator_get_label(key.keyval, GdkModifierType(key.mask)).map { label in
                    defer { g_free(label) }
                    return String(cString: label)
                } ?? accelerator
            Diagnostics.warn(
                "GtkUI: the command \"\(action.label)\" declares \(shown), the standard key for \(standard.label); "
                    + "the command's shortcut wins")
        }
        claimedStandardKeys = claimed
    }

    /// The standard keys for the shortcuts window.
    private var standardShortcuts: [ListedShortcut] {
        var keys = [ListedShortcut(title: "Open Menu", accelerator: "F10")]
        if standard.hasSettings { keys.append(ListedShortcut(title: "Preferences", accelerator: "<Control>comma")) }
        keys += [
            ListedShortcut(title: "Keyboard Shortcuts", accelerator: "<Control>question"),
            ListedShortcut(title: "Close Window", accelerator: "<Control>w"),
            ListedShortcut(title: "Quit", accelerator: "<Control>q"),
        ]
        // A standard key that a command took is listed with the command instead.
        return keys.filter { !claimedStandardKeys.contains(StandardKey($0.accelerator)) }
    }

    private func reportDuplicates(_ duplicates: [(accelerator: String, first: String, second: String)]) {
        for duplicate in duplicates {
            let key = "\(duplicate.accelerator)\u{0}\(duplicate.first)\u{0}\(duplicate.second)"
            guard reportedDuplicates.insert(key).inserted else { continue }
            var keyval: guint = 0
            var mask = GdkModifierType(0)
            gtk_accelerator_parse(duplicate.accelerator, &keyval, &mask)
            let shown =
                gtk_accelerator_get_label(keyval, mask).map { label in
                    defer { g_free(label) }
                    return String(cString: label)
                } ?? duplicate.accelerator
            Diagnostics.warn(
                "GtkUI: the keyboard shortcut \(shown) is declared by two commands, \"\(duplicate.first)\" and "
                    + "\"\(duplicate.second)\"; the first keeps it")
        }
    }
}
