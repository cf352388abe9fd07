/// The actions of one reading of the app's commands, in declaration order, each with a name of
/// its own.
@MainActor
struct CommandActionList {
    private(set) var actions: [CommandAction] = []
    private var names: Set<String> = []
    /// The label of the command that holds each accelerator: the first to declare it.
    private var holders: [String: String] = [:]
    /// Shortcuts declared again by a later command, which then goes without: the accelerator,
    /// the first command's label and the later one's.
    private(set) var duplicates: [(accelerator: String, first: String, second: String)] = []

    /// Adds an action named after `label` under `prefix` (`text.reverse`), made unique with a
    /// number when another action has the name.
    @discardableResult
    mutating func add(
        prefix: String, label: String, kind: CommandAction.Kind, isEnabled: Bool, shortcut: KeyboardShortcut?,
        activate: @escaping @MainActor (String?) -> Void
    ) -> CommandAction {
        add(
            named: CommandNames.join(prefix, label), label: label, kind: kind, isEnabled: isEnabled,
            shortcut: shortcut, activate: activate)
    }

    /// Adds an action with a fixed name (the standard ones: `about`, `preferences`).
    @discardableResult
    mutating func add(
        named base: String, label: String, kind: CommandAction.Kind = .plain, isEnabled: Bool = true,
        shortcut: KeyboardShortcut? = nil, activate: @escaping @MainActor (String?) -> Void
    ) -> CommandAction {
        var name = base
        var number = 2
        while names.contains(name) {
            name = "\(base)-\(number)"
            number += 1
        }
        names.insert(name)
        var shortcut = shortcut
        if let accelerator = shortcut.flatMap(CommandNames.accelerator(for:)) {
            if let holder = holders[accelerator] {
                duplicates.append((accelerator, holder, label))
                shortcut = nil
            } else {
                holders[accelerator] = label
            }
        }
        let action = CommandAction(
            name: name, label: label, kind: kind, isEnabled: isEnabled, shortcut: shortcut, activate: activate)
        actions.append(action)
        return action
    }
}

/// GAction names made from labels: lower-case letters, digits and dashes, joined by dots.
enum CommandNames {
    /// `prefix.label-words`, or the label's words alone without a prefix.
    static func join(_ prefix: String, _ label: String) -> String {
        let word = slug(label)
        return prefix.isEmpty ? word : "\(prefix).\(word)"
    }

    /// "Open Recent…" → "open-recent"; a label without letters or digits → "item".
    static func slug(_ label: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in label.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "item" : result
    }
}

extension CommandAction {
    /// The shortcut as a GTK accelerator (`<Control>s`), shown beside the item.
    var accelerator: String? {
        shortcut.flatMap { CommandNames.accelerator(for: $0) }
    }
}

extension CommandNames {
    /// `shortcut` as a GTK accelerator string.
    @MainActor
    static func accelerator(for shortcut: KeyboardShortcut) -> String? {
        accelerator(keyval: shortcut.key.keyval, mask: shortcut.modifiers.gdkMask)
    }

    /// A key and modifiers as a GTK accelerator string.
    @MainActor
    static func accelerator(keyval: guint, mask: GdkModifierType) -> String? {
        guard let name = gtk_accelerator_name(keyval, mask) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}
