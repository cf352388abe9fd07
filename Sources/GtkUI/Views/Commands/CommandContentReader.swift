/// Reads the mounted views of a command menu's content into ``CommandEntry``s and the
/// ``CommandAction``s they run, as ``MenuMirror`` reads a `Menu`'s: buttons become items,
/// toggles check items, dividers section breaks, boxes of several views (a `Section`) sections led
/// by their header, pickers and nested menus submenus. Other views are left out, with one warning.
///
/// The views stay mounted (offscreen) and do the work: choosing an item clicks its button, so a
/// button's action runs once per activation and a toggle's binding is written by its check
/// button. The reader watches the views, so a change of text, sensitivity or children reads the
/// content again.
@MainActor
struct CommandContentReader {
    /// What `.keyboardShortcut` declared for the buttons.
    let shortcuts: [WidgetPointer: KeyboardShortcut]
    /// Where the watches on the views go; disconnected before the next reading.
    let watches: SignalScope
    /// Called when a watched view changes.
    let changed: @MainActor () -> Void
    /// Widget types already warned about.
    private static var warnedTypes: Set<UInt> = []

    /// The entries of `widgets`, whose actions are named under `prefix` and added to `actions`.
    func entries(of widgets: [WidgetPointer], prefix: String, into actions: inout CommandActionList) -> [CommandEntry] {
        widgets.flatMap { entries(of: $0, prefix: prefix, into: &actions) }
    }

    private func entries(of source: WidgetPointer, prefix: String, into actions: inout CommandActionList)
        -> [CommandEntry]
    {
        watch(source)
        if source.isInstance(of: gtk_menu_button_get_type()),
            let menu = g_object_get_data(source.gObject, MenuMirror.dataKey)
        {
            let label = WidgetTitle.text(of: source)
            let entries = menuEntries(
                of: menu.assumingMemoryBound(to: GtkWidget.self), prefix: CommandNames.join(prefix, label),
                enabled: Self.isSensitive(source), into: &actions)
            return [.submenu(label: label, entries: entries)]
        }
        if source.isInstance(of: gtk_radio_button_get_type()) {
            return choice(of: [source], label: WidgetTitle.text(of: source), prefix: prefix, into: &actions)
        }
        if source.isInstance(of: gtk_toggle_button_get_type()) {
            let label = WidgetTitle.text(of: source)
            let weak = GWeakObjectReference(source)
            let action = actions.add(
                prefix: prefix, label: label, kind: .toggle(isOn: gtk_toggle_button_get_active(source.cast()) != 0),
                isEnabled: Self.isSensitive(source), shortcut: shortcuts[source]
            ) { _ in
                weak.withObject { button in
                    let toggle: UnsafeMutablePointer<GtkToggleButton> = button.cast()
                    gtk_toggle_button_set_active(toggle, gtk_toggle_button_get_active(toggle) == 0 ? 1 : 0)
                }
            }
            return [.item(label: label, action: action.name, target: nil, accelerator: action.accelerator)]
        }
        if source.isInstance(of: gtk_button_get_type()) {
            let label = WidgetTitle.text(of: source)
            let weak = GWeakObjectReference(source)
            let action = actions.add(
                prefix: prefix, label: label, kind: .plain, isEnabled: Self.isSensitive(source),
                shortcut: shortcuts[source]
            ) { _ in
                weak.withObject { gtk_button_clicked($0.cast()) }
            }
            return [.item(label: label, action: action.name, target: nil, accelerator: action.accelerator)]
        }
        if source.isInstance(of: gtk_separator_get_type()) { return [.divider] }
        guard source.isInstance(of: gtk_container_get_type()), !source.isInstance(of: gtk_label_get_type()) else {
            warnUnsupported(source)
            return []
        }
        return group(ContainerChildren.children(of: source), prefix: prefix, into: &actions)
    }

    /// The views of a box: one view stands for itself (a wrapper such as `.disabled`); a picker's
    /// radio buttons are a submenu of its options; several views are a section, led by a header.
    private func group(_ children: [WidgetPointer], prefix: String, into actions: inout CommandActionList)
        -> [CommandEntry]
    {
        children.forEach(watch)
        let radios = children.flatMap(Self.radioButtons(in:))
        let header = children.first.flatMap(Self.headerText(of:))
        if !radios.isEmpty {
            radios.forEach(watch)
            let label = header ?? ""
            let options = choice(of: radios, label: label, prefix: prefix, into: &actions)
            return label.isEmpty
                ? [.section(header: nil, entries: options)] : [.submenu(label: label, entries: options)]
        }
        guard children.count > 1 else { return children.flatMap { entries(of: $0, prefix: prefix, into: &actions) } }
        let items = header == nil ? children : Array(children.dropFirst())
        return [.section(header: header, entries: entries(of: items, prefix: prefix, into: &actions))]
    }

    /// Radio items for a picker's radio buttons: one action whose state is the chosen option.
    private func choice(
        of radios: [WidgetPointer], label: String, prefix: String, into actions: inout CommandActionList
    ) -> [CommandEntry] {
        let weakRadios = radios.map { GWeakObjectReference($0) }
        let selected = radios.firstIndex { gtk_toggle_button_get_active($0.cast()) != 0 }.map(String.init) ?? ""
        let action = actions.add(
            prefix: prefix, label: label.isEmpty ? "choice" : label, kind: .choice(selected: selected),
            isEnabled: radios.contains(where: Self.isSensitive), shortcut: nil
        ) { target in
            guard let index = target.flatMap({ Int($0) }), weakRadios.indices.contains(index) else { return }
            weakRadios[index].withObject { gtk_toggle_button_set_active($0.cast(), 1) }
        }
        return radios.enumerated().map { index, radio in
            .item(label: WidgetTitle.text(of: radio), action: action.name, target: String(index), accelerator: nil)
        }
    }

    /// The items of a nested menu's `GtkMenu`, made by its ``MenuMirror``: choosing one activates
    /// the mirror's item, which clicks the nested button.
    private func menuEntries(
        of menu: WidgetPointer, prefix: String, enabled: Bool, into actions: inout CommandActionList
    ) -> [CommandEntry] {
        _ = watches.add(Signals.connect(menu, "add", after: true) { [changed] _ in changed() })
        _ = watches.add(Signals.connect(menu, "remove", after: true) { [changed] _ in changed() })
        var entries: [CommandEntry] = []
        var radios: [WidgetPointer] = []
        func flushRadios() {
            guard !radios.isEmpty else { return }
            entries += menuChoice(radios, prefix: prefix, enabled: enabled, into: &actions)
            radios.removeAll()
        }
        for item in ContainerChildren.children(of: menu) {
            if item.isInstance(of: gtk_check_menu_item_get_type()) {
                _ = watches.add(Signals.connect(item, "toggled", after: true) { [changed] _ in changed() })
            }
            if item.isInstance(of: gtk_radio_menu_item_get_type()) {
                radios.append(item)
                continue
            }
            flushRadios()
            if item.isInstance(of: gtk_separator_menu_item_get_type()) {
                entries.append(.divider)
                continue
            }
            let label = Self.menuItemLabel(item)
            if let submenu = gtk_menu_item_get_submenu(item.cast()) {
                let nested = menuEntries(
                    of: submenu, prefix: CommandNames.join(prefix, label),
                    enabled: enabled && gtk_widget_get_sensitive(item) != 0, into: &actions)
                entries.append(.submenu(label: label, entries: nested))
                continue
            }
            let weak = GWeakObjectReference(item)
            let kind: CommandAction.Kind =
                item.isInstance(of: gtk_check_menu_item_get_type())
                ? .toggle(isOn: gtk_check_menu_item_get_active(item.cast()) != 0) : .plain
            let action = actions.add(
                prefix: prefix, label: label, kind: kind, isEnabled: enabled && gtk_widget_get_sensitive(item) != 0,
                shortcut: nil
            ) { _ in
                weak.withObject { gtk_menu_item_activate($0.cast()) }
            }
            entries.append(.item(label: label, action: action.name, target: nil, accelerator: nil))
        }
        flushRadios()
        return entries
    }

    private func menuChoice(
        _ radios: [WidgetPointer], prefix: String, enabled: Bool, into actions: inout CommandActionList
    ) -> [CommandEntry] {
        let weakRadios = radios.map { GWeakObjectReference($0) }
        let selected =
            radios.firstIndex { gtk_check_menu_item_get_active($0.cast()) != 0 }.map(String.init) ?? ""
        let action = actions.add(
            prefix: prefix, label: "choice", kind: .choice(selected: selected), isEnabled: enabled, shortcut: nil
        ) { target in
            guard let index = target.flatMap({ Int($0) }), weakRadios.indices.contains(index) else { return }
            weakRadios[index].withObject { gtk_check_menu_item_set_active($0.cast(), 1) }
        }
        return [
            .section(
                header: nil,
                entries: radios.enumerated().map { index, radio in
                    .item(
                        label: Self.menuItemLabel(radio), action: action.name, target: String(index), accelerator: nil)
                })
        ]
    }

    private static func menuItemLabel(_ item: WidgetPointer) -> String {
        gtk_menu_item_get_label(item.cast()).map { String(cString: $0) } ?? WidgetTitle.text(of: item)
    }

    /// The text of a header leading a group: a label (a `Section`'s or a `Picker`'s title).
    private static func headerText(of widget: WidgetPointer) -> String? {
        guard widget.isInstance(of: gtk_label_get_type()) else { return nil }
        let text = WidgetTitle.text(of: widget)
        return text.isEmpty ? nil : text
    }

    /// A picker's radio buttons: the widget itself, or the buttons of the boxes that hold only
    /// radio buttons.
    private static func radioButtons(in widget: WidgetPointer) -> [WidgetPointer] {
        if widget.isInstance(of: gtk_radio_button_get_type()) { return [widget] }
        guard widget.isInstance(of: gtk_box_get_type()) else { return [] }
        let nested = ContainerChildren.children(of: widget).map(radioButtons(in:))
        guard !nested.isEmpty, nested.allSatisfy({ !$0.isEmpty }) else { return [] }
        return nested.flatMap { $0 }
    }

    /// Whether the view responds to the user. A nested menu's button makes itself insensitive
    /// because it has no popup of its own, so only its ancestors count for it.
    private static func isSensitive(_ source: WidgetPointer) -> Bool {
        guard source.isInstance(of: gtk_menu_button_get_type()) else { return gtk_widget_is_sensitive(source) != 0 }
        return gtk_widget_get_parent(source).map { gtk_widget_is_sensitive($0) != 0 } ?? true
    }

    /// Reads again when the view's text, state, sensitivity or children change.
    private func watch(_ source: WidgetPointer) {
        let changed = self.changed
        let handler: @MainActor (SignalArguments) -> Void = { _ in changed() }
        _ = watches.add(Signals.connect(source, "notify::sensitive", handler))
        if source.isInstance(of: gtk_toggle_button_get_type()) {
            _ = watches.add(Signals.connect(source, "toggled", after: true, handler))
        }
        if source.isInstance(of: gtk_label_get_type()) {
            _ = watches.add(Signals.connect(source, "notify::label", handler))
        }
        guard source.isInstance(of: gtk_container_get_type()) else { return }
        _ = watches.add(Signals.connect(source, "add", after: true, handler))
        _ = watches.add(Signals.connect(source, "remove", after: true, handler))
        if source.isInstance(of: gtk_button_get_type()), let label = WidgetTitle.label(in: source) {
            _ = watches.add(Signals.connect(label, "notify::label", handler))
        }
    }

    private func warnUnsupported(_ source: WidgetPointer) {
        let type = gtkui_instance_type(source)
        guard Self.warnedTypes.insert(UInt(type)).inserted else { return }
        Diagnostics.warn(
            "GtkUI: commands show buttons, toggles, dividers, sections, pickers and menus; a "
                + "\(String(cString: g_type_name(type))) is left out")
    }
}
