import Foundation

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
            for (host, contribution) in zip(hosts, contributions) { host.rootView = contribution.makeContent() }
        } else {
            hosts = contributions.map { contribution in
                var environment = newStandard.environment
                environment.isInMenu = true
                environment.commandShortcutSink = sink
                return HostingWidget(rootView: contribution.makeContent(), environment: environment, graph: graph)
            }
        }
        setNeedsRead()
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
        var menus: [(title: String, entries: [CommandEntry])] = []
        var before: [CommandGroupPlacement: [CommandEntry]] = [:]
        var replacing: [CommandGroupPlacement: [CommandEntry]] = [:]
        var after: [CommandGroupPlacement: [CommandEntry]] = [:]
        var shortcutGroups: [(group: String, shortcuts: [ListedShortcut])] = []
        for (contribution, host) in zip(contributions, hosts) {
            for signal in ["add", "remove"] {
                _ = watches.add(
                    Signals.connect(host.widget, signal, after: true) { [weak self] _ in self?.setNeedsRead() })
            }
            let first = list.actions.count
            let prefix: String
            switch contribution.target {
            case .menu(let name): prefix = CommandNames.slug(name)
            case .group(let placement, _): prefix = placement.name
            }
            let entries = reader.entries(
                of: ContainerChildren.children(of: host.widget), prefix: prefix, into: &list)
            let title: String
            switch contribution.target {
            case .menu(let name):
                title = name
                menus.append((name, entries))
            case .group(let placement, let position):
                title = "Commands"
                switch position {
                case .before: before[placement, default: []] += entries
                case .replacing: replacing[placement, default: []] += entries
                case .after: after[placement, default: []] += entries
                }
            }
            let declared = list.actions[first...].compactMap { action in
                action.accelerator.map { ListedShortcut(title: action.label, accelerator: $0) }
            }
            if !declared.isEmpty {
                if let index = shortcutGroups.firstIndex(where: { $0.group == title }) {
                    shortcutGroups[index].shortcuts += declared
                } else {
                    shortcutGroups.append((title, declared))
                }
            }
        }
        reportDuplicates(list.duplicates)
        actions.apply(list.actions)
        listedShortcuts = shortcutGroups + [("General", standardShortcuts)]

        func group(_ placement: CommandGroupPlacement, primary: Bool = true) -> [CommandEntry] {
            let defaults = primary ? standardEntries.primary[placement] : standardEntries.bar[placement]
            return (before[placement] ?? []) + (replacing[placement] ?? defaults ?? []) + (after[placement] ?? [])
        }
        func area(_ placements: [CommandGroupPlacement], primary: Bool = true) -> [CommandEntry] {
            placements.flatMap { group($0, primary: primary) }
        }
        let file: [CommandGroupPlacement] = [.newItem, .saveItem, .importExport, .printItem]
        let edit: [CommandGroupPlacement] = [.undoRedo, .pasteboard, .textEditing, .textFormatting]
        let view: [CommandGroupPlacement] = [.toolbar, .sidebar]
        let window: [CommandGroupPlacement] = [.windowSize, .windowArrangement, .windowList, .singleWindowList]
        let submenus = menus.map { CommandEntry.submenu(label: $0.title, entries: $0.entries) }
        let primary = CommandMenuSection.sections(
            of: area(file) + [.divider] + area(edit) + [.divider] + area(view + window) + [.divider] + submenus
                + [.divider] + group(.appSettings) + [standardEntries.shortcuts] + group(.help)
                + area([.systemServices, .appVisibility, .appTermination]) + group(.appInfo))
        if primary != lastPrimary {
            CommandMenuModel.sync(OpaquePointer(primaryMenu.pointer), from: lastPrimary, to: primary)
            lastPrimary = primary
        }
        let sections = CommandMenuSection.sections(of:)
        let bar: [(title: String, sections: [CommandMenuSection])] =
            [
                (
                    "_File",
                    sections(
                        area(file) + [.divider]
                            + area([.systemServices, .appVisibility, .appTermination], primary: false))
                ),
                ("_Edit", sections(area(edit) + [.divider] + group(.appSettings))),
                ("_View", sections(area(view))),
            ] + menus.map { ($0.title.replacingOccurrences(of: "_", with: "__"), sections($0.entries)) }
            + [
                ("_Window", sections(area(window))),
                ("_Help", sections(group(.help) + [standardEntries.shortcuts, .divider] + group(.appInfo))),
            ]
        if !bar.elementsEqual(lastBar, by: { $0.title == $1.title && $0.sections == $1.sections }) {
            CommandMenuModel.sync(bar: OpaquePointer(menuBar.pointer), from: lastBar, to: bar)
            lastBar = bar
        }
    }

    /// The built-in actions, declared before the app's so their keys win, and the default
    /// entries of the standard groups.
    private func addStandardActions(to list: inout CommandActionList) -> (
        primary: [CommandGroupPlacement: [CommandEntry]], bar: [CommandGroupPlacement: [CommandEntry]],
        shortcuts: CommandEntry
    ) {
        for (label, accelerator) in Self.windowKeys { list.reserve(accelerator, for: label) }
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

    /// The keys every window has, which commands cannot take.
    private static let windowKeys: [(label: String, accelerator: String)] = [
        ("Quit", "<Control>q"), ("Close Window", "<Control>w"), ("Open Menu", "F10"),
    ]

    /// The standard keys for the shortcuts window.
    private var standardShortcuts: [ListedShortcut] {
        var keys = [ListedShortcut(title: "Open Menu", accelerator: "F10")]
        if standard.hasSettings { keys.append(ListedShortcut(title: "Preferences", accelerator: "<Control>comma")) }
        keys += [
            ListedShortcut(title: "Keyboard Shortcuts", accelerator: "<Control>question"),
            ListedShortcut(title: "Close Window", accelerator: "<Control>w"),
            ListedShortcut(title: "Quit", accelerator: "<Control>q"),
        ]
        return keys
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
