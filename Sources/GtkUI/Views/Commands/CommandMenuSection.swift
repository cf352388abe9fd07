/// A section of a menu: items and submenus between breaks, with an optional header.
struct CommandMenuSection: Equatable {
    var header: String?
    /// Only `.item` and `.submenu` entries.
    var entries: [CommandEntry] = []

    /// Cuts `entries` into sections at dividers and around `Section`s; empty sections and
    /// submenus without items are left out.
    static func sections(of entries: [CommandEntry]) -> [CommandMenuSection] {
        var result: [CommandMenuSection] = []
        var current = CommandMenuSection()
        func close() {
            if !current.entries.isEmpty { result.append(current) }
            current = CommandMenuSection()
        }
        for entry in entries {
            switch entry {
            case .divider:
                close()
            case .section(let header, let inner):
                close()
                var nested = sections(of: inner)
                if !nested.isEmpty, nested[0].header == nil { nested[0].header = header }
                result += nested
            case .item:
                current.entries.append(entry)
            case .submenu:
                if entry.hasItems { current.entries.append(entry) }
            }
        }
        close()
        return result
    }
}

/// Keeps `GMenu`s in line with sections, changing only what differs from the last sections
/// applied: an item in place, a submenu's own items inside it. A `GtkPopoverMenu` showing the
/// model then keeps its submenu pages, which it would not let go of if the items were replaced.
@MainActor
enum CommandMenuModel {
    /// Brings `menu`, built from `old`, in line with `new`.
    static func sync(_ menu: OpaquePointer, from old: [CommandMenuSection], to new: [CommandMenuSection]) {
        for index in (new.count..<max(old.count, new.count)).reversed() { g_menu_remove(menu, Int32(index)) }
        for (index, section) in new.enumerated() {
            if index < old.count {
                if old[index] == section { continue }
                if old[index].header == section.header, let part = link(menu, index, "section") {
                    sync(part, from: old[index].entries, to: section.entries)
                    continue
                }
                g_menu_remove(menu, Int32(index))
            }
            let part = g_menu_new()!
            sync(part, from: [], to: section.entries)
            g_menu_insert_section(menu, Int32(index), section.header.map(mnemonicSafe), UnsafeMutablePointer(part))
            g_object_unref(UnsafeMutableRawPointer(part))
        }
    }

    /// Brings a menu bar, built from `old`, in line with `new`: a submenu per non-empty menu.
    static func sync(
        bar: OpaquePointer, from old: [(title: String, sections: [CommandMenuSection])],
        to new: [(title: String, sections: [CommandMenuSection])]
    ) {
        let entries = { (menus: [(title: String, sections: [CommandMenuSection])]) in
            menus.filter { !$0.sections.isEmpty }.map { menu in
                CommandEntry.submenu(
                    label: menu.title, entries: menu.sections.map { .section(header: $0.header, entries: $0.entries) })
            }
        }
        sync(bar, from: entries(old), to: entries(new), titlesHaveMnemonics: true)
    }

    /// Brings the items of one section or submenu level in line.
    private static func sync(
        _ menu: OpaquePointer, from old: [CommandEntry], to new: [CommandEntry], titlesHaveMnemonics: Bool = false
    ) {
        for index in (new.count..<max(old.count, new.count)).reversed() { g_menu_remove(menu, Int32(index)) }
        for (index, entry) in new.enumerated() {
            if index < old.count {
                if old[index] == entry { continue }
                if case .submenu(let oldLabel, let oldEntries) = old[index],
                    case .submenu(let label, let entries) = entry,
                    oldLabel == label, let submenu = link(menu, index, "submenu")
                {
                    sync(
                        submenu, from: CommandMenuSection.sections(of: oldEntries),
                        to: CommandMenuSection.sections(of: entries))
                    continue
                }
                g_menu_remove(menu, Int32(index))
            }
            insert(entry, at: index, in: menu, labelHasMnemonic: titlesHaveMnemonics)
        }
    }

    /// The section or submenu that item `index` of `menu` links to: a `GMenu` made here, which
    /// `menu` keeps alive.
    private static func link(_ menu: OpaquePointer, _ index: Int, _ kind: String) -> OpaquePointer? {
        guard let linked = g_menu_model_get_item_link(UnsafeMutablePointer(menu), Int32(index), kind) else {
            return nil
        }
        g_object_unref(UnsafeMutableRawPointer(linked))
        return OpaquePointer(linked)
    }

    /// Inserts `entry`; a label with a mnemonic (`_File`) keeps its underscore as the mark.
    private static func insert(
        _ entry: CommandEntry, at index: Int, in menu: OpaquePointer, labelHasMnemonic: Bool = false
    ) {
        switch entry {
        case .item(let label, let action, let target, let accelerator):
            let item = g_menu_item_new(mnemonicSafe(label), nil)!
            g_menu_item_set_action_and_target_value(item, "app.\(action)", target.map { g_variant_new_string($0) })
            if let accelerator { g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accelerator)) }
            g_menu_insert_item(menu, Int32(index), item)
            g_object_unref(UnsafeMutableRawPointer(item))
        case .submenu(let label, let entries):
            let submenu = g_menu_new()!
            sync(submenu, from: [], to: CommandMenuSection.sections(of: entries))
            let shown = labelHasMnemonic ? label : mnemonicSafe(label)
            g_menu_insert_submenu(menu, Int32(index), shown, UnsafeMutablePointer(submenu))
            g_object_unref(UnsafeMutableRawPointer(submenu))
        case .divider, .section:
            break
        }
    }

    /// Menus read `_` as a mnemonic mark; a label's own underscores are doubled to show as typed.
    private static func mnemonicSafe(_ label: String) -> String {
        label.replacingOccurrences(of: "_", with: "__")
    }
}
