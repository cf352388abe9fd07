import Foundation

/// Where the entries of an app's commands go, in GNOME's order: the primary menu's sections, and
/// the menus of a menu bar. Each standard group shows what `before:` contributions add, then
/// what `replacing:` ones give (or its default items), then what `after:` ones add.
struct CommandMenuLayout {
    /// The ``CommandMenu``s, in declaration order.
    private var menus: [(title: String, entries: [CommandEntry])] = []
    private var before: [CommandGroupPlacement: [CommandEntry]] = [:]
    private var replacing: [CommandGroupPlacement: [CommandEntry]] = [:]
    private var after: [CommandGroupPlacement: [CommandEntry]] = [:]
    /// The default items of the standard groups, in the primary menu and in a menu bar.
    let primaryDefaults: [CommandGroupPlacement: [CommandEntry]]
    let barDefaults: [CommandGroupPlacement: [CommandEntry]]
    /// "Keyboard Shortcuts", which belongs to no group.
    let shortcutsItem: CommandEntry

    init(
        primaryDefaults: [CommandGroupPlacement: [CommandEntry]], barDefaults: [CommandGroupPlacement: [CommandEntry]],
        shortcutsItem: CommandEntry
    ) {
        self.primaryDefaults = primaryDefaults
        self.barDefaults = barDefaults
        self.shortcutsItem = shortcutsItem
    }

    /// Adds the entries of one contribution.
    mutating func add(_ entries: [CommandEntry], to target: CommandContribution.Target) {
        switch target {
        case .menu(let name): menus.append((name, entries))
        case .group(let placement, .before): before[placement, default: []] += entries
        case .group(let placement, .replacing): replacing[placement, default: []] += entries
        case .group(let placement, .after): after[placement, default: []] += entries
        }
    }

    private static let file: [CommandGroupPlacement] = [.newItem, .saveItem, .importExport, .printItem]
    private static let edit: [CommandGroupPlacement] = [.undoRedo, .pasteboard, .textEditing, .textFormatting]
    private static let view: [CommandGroupPlacement] = [.toolbar, .sidebar]
    private static let window: [CommandGroupPlacement] = [
        .windowSize, .windowArrangement, .windowList, .singleWindowList,
    ]
    private static let system: [CommandGroupPlacement] = [.systemServices, .appVisibility, .appTermination]

    /// The primary menu: the file, edit, view and window groups, the command menus as submenus,
    /// then Preferences, Keyboard Shortcuts, Help and About, as GNOME apps order them.
    var primarySections: [CommandMenuSection] {
        let submenus = menus.map { CommandEntry.submenu(label: $0.title, entries: $0.entries) }
        let entries =
            area(Self.file) + [.divider] + area(Self.edit) + [.divider] + area(Self.view + Self.window)
            + [.divider] + submenus + [.divider] + group(.appSettings) + [shortcutsItem] + group(.help)
            + area(Self.system) + group(.appInfo)
        return CommandMenuSection.sections(of: entries)
    }

    /// The menu bar: File, Edit, View, the command menus, Window and Help; menus without items
    /// are left out when the bar is filled. Titles carry their mnemonics.
    var menuBar: [(title: String, sections: [CommandMenuSection])] {
        let sections = CommandMenuSection.sections(of:)
        let standardStart: [(title: String, sections: [CommandMenuSection])] = [
            ("_File", sections(area(Self.file, bar: true) + [.divider] + area(Self.system, bar: true))),
            ("_Edit", sections(area(Self.edit, bar: true) + [.divider] + group(.appSettings, bar: true))),
            ("_View", sections(area(Self.view, bar: true))),
        ]
        // A command menu's own underscores show as typed.
        let commandMenus = menus.map { ($0.title.replacingOccurrences(of: "_", with: "__"), sections($0.entries)) }
        let standardEnd: [(title: String, sections: [CommandMenuSection])] = [
            ("_Window", sections(area(Self.window, bar: true))),
            (
                "_Help",
                sections(group(.help, bar: true) + [shortcutsItem, .divider] + group(.appInfo, bar: true))
            ),
        ]
        return standardStart + commandMenus + standardEnd
    }

    private func group(_ placement: CommandGroupPlacement, bar: Bool = false) -> [CommandEntry] {
        let defaults = (bar ? barDefaults : primaryDefaults)[placement] ?? []
        return (before[placement] ?? []) + (replacing[placement] ?? defaults) + (after[placement] ?? [])
    }

    private func area(_ placements: [CommandGroupPlacement], bar: Bool = false) -> [CommandEntry] {
        placements.flatMap { group($0, bar: bar) }
    }
}
