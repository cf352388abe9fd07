/// One entry of a command menu, read from the mounted views of its content: what the menu
/// shows, compared with the last reading so the menus change only when it does.
indirect enum CommandEntry: Equatable {
    /// An item that runs the command `action`; `target` picks a picker's option.
    case item(label: String, action: String, target: String?, accelerator: String?)
    /// A section break (a `Divider`).
    case divider
    /// A group between breaks, led by its header when it has one (a `Section`).
    case section(header: String?, entries: [CommandEntry])
    /// A submenu (a nested `Menu`, or a `Picker`'s options).
    case submenu(label: String, entries: [CommandEntry])

    /// Whether the entry shows anything a person can choose.
    var hasItems: Bool {
        switch self {
        case .item: return true
        case .divider: return false
        case .section(_, let entries), .submenu(_, let entries): return entries.contains(where: \.hasItems)
        }
    }
}

/// What a command does when its item is chosen or its shortcut pressed, and the state its
/// `GAction` shows.
@MainActor
struct CommandAction {
    /// How the action shows its state.
    enum Kind: Equatable {
        /// A plain item.
        case plain
        /// A check item (a `Toggle`), with its value.
        case toggle(isOn: Bool)
        /// Radio items (a `Picker`'s options), with the target of the chosen one.
        case choice(selected: String)
    }

    let name: String
    /// The label, for the shortcuts window and for warnings.
    let label: String
    let kind: Kind
    let isEnabled: Bool
    let shortcut: KeyboardShortcut?
    /// Runs the command; a choice's target is the parameter.
    let activate: @MainActor (String?) -> Void
}
