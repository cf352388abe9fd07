/// A `GtkMenu` that shows mounted views as menu items. The views stay as they were mounted
/// (a `GtkButton`, a check button, a separator, a box) but are not shown; each becomes an item
/// that works through its view's own widget, so a `Button`'s action runs once per activation
/// through its `clicked` signal and a `Toggle`'s binding is written by its check button.
///
/// Buttons become items, toggle buttons check items, separators separators, nested menu
/// buttons submenus, and a box of several views (a `Section`) a group between separators, led by
/// its first label as a header. The menu is rebuilt when a view's text, sensitivity or
/// children change.
@MainActor
final class MenuMirror {
    /// The menu, owned here: GTK's toplevel holds it too, but attaching and detaching it as a
    /// submenu must not end its life.
    let menu: GObjectReference<GtkWidget>
    /// The views shown as items, in order; borrowed, their nodes own them.
    private var sources: [WidgetPointer] = []
    /// The items' handlers and the watches on the views.
    private let connections = SignalScope()
    /// Whether the last item added was a separator, so groups do not double them.
    private var endsWithSeparator = true
    /// Widget types already warned about.
    private static var warnedTypes: Set<UInt> = []

    init() {
        menu = GObjectReference(retaining: gtk_menu_new()!)
    }

    /// The items in the menu, for tests and for the menu's own bookkeeping.
    var items: [WidgetPointer] { ContainerChildren.children(of: menu.pointer) }

    func insert(_ source: WidgetPointer, at index: Int) {
        sources.insert(source, at: min(index, sources.count))
        rebuild()
    }

    func remove(_ source: WidgetPointer) {
        sources.removeAll { $0 == source }
        rebuild()
    }

    func move(_ source: WidgetPointer, to index: Int) {
        sources.removeAll { $0 == source }
        sources.insert(source, at: min(index, sources.count))
        rebuild()
    }

    /// Empties and destroys the menu.
    func tearDown() {
        sources.removeAll()
        clear()
        gtk_widget_destroy(menu.pointer)
    }

    /// Makes the items again from the views.
    private func rebuild() {
        clear()
        endsWithSeparator = true
        for source in sources { addItems(for: source) }
        // A trailing separator separates nothing.
        if endsWithSeparator, let last = items.last, last.isInstance(of: gtk_separator_menu_item_get_type()) {
            gtk_widget_destroy(last)
        }
    }

    private func clear() {
        connections.disconnectAll()
        for item in items {
            // A nested menu lives on with its own view; only the item goes.
            if gtk_menu_item_get_submenu(item.cast()) != nil { gtk_menu_item_set_submenu(item.cast(), nil) }
            gtk_widget_destroy(item)
        }
    }

    private func addItems(for source: WidgetPointer) {
        watch(source)
        if source.isInstance(of: gtk_menu_button_get_type()),
            let submenu = g_object_get_data(source.gObject, MenuMirror.dataKey)
        {
            let item = append(gtk_menu_item_new_with_label(WidgetTitle.text(of: source))!, mirroring: source)
            gtk_menu_item_set_submenu(item.cast(), submenu.assumingMemoryBound(to: GtkWidget.self))
        } else if source.isInstance(of: gtk_toggle_button_get_type()) {
            if source.isInstance(of: gtk_radio_button_get_type()) {
                addRadioItem(for: source)
            } else {
                addCheckItem(for: source)
            }
        } else if source.isInstance(of: gtk_button_get_type()) {
            let item = append(gtk_menu_item_new_with_label(WidgetTitle.text(of: source))!, mirroring: source)
            _ = connections.add(Signals.connect(item, "activate") { _ in gtk_button_clicked(source.cast()) })
        } else if source.isInstance(of: gtk_separator_get_type()) {
            addSeparator()
        } else if source.isInstance(of: gtk_label_get_type()) {
            // A header: shown, not chosen.
            let item = append(gtk_menu_item_new_with_label(WidgetTitle.text(of: source))!, mirroring: source)
            gtk_widget_set_sensitive(item, 0)
            // The group a header leads needs no separator between the two.
            endsWithSeparator = true
        } else if source.isInstance(of: gtk_container_get_type()) {
            addGroup(ContainerChildren.children(of: source))
        } else {
            warnUnsupported(source)
        }
    }

    /// A check item that sets the toggle's own check button, and follows it.
    private func addCheckItem(for source: WidgetPointer) {
        let item = append(gtk_check_menu_item_new_with_label(WidgetTitle.text(of: source))!, mirroring: source)
        let isActive = { gtk_toggle_button_get_active(source.cast()) }
        gtk_check_menu_item_set_active(item.cast(), isActive())
        let edits = connections.add(
            Signals.connect(item, "toggled") { _ in
                let active = gtk_check_menu_item_get_active(item.cast())
                if active != isActive() { gtk_toggle_button_set_active(source.cast(), active) }
            })
        _ = connections.add(
            Signals.connect(source, "toggled") { _ in
                edits.withBlocked { gtk_check_menu_item_set_active(item.cast(), isActive()) }
            })
    }

    /// A radio item in the group of the radio items before it, for a picker's radio button: it
    /// activates the button, and follows it when the picker's selection changes.
    private func addRadioItem(for source: WidgetPointer) {
        let previous = items.last.flatMap { $0.isInstance(of: gtk_radio_menu_item_get_type()) ? $0 : nil }
        let item = append(
            gtk_radio_menu_item_new_with_label_from_widget(previous?.cast(), WidgetTitle.text(of: source))!,
            mirroring: source)
        let isActive = { gtk_toggle_button_get_active(source.cast()) != 0 }
        if isActive() { gtk_check_menu_item_set_active(item.cast(), 1) }
        let edits = connections.add(
            Signals.connect(item, "toggled") { _ in
                if gtk_check_menu_item_get_active(item.cast()) != 0, !isActive() {
                    gtk_toggle_button_set_active(source.cast(), 1)
                }
            })
        _ = connections.add(
            Signals.connect(source, "toggled") { _ in
                guard isActive() else { return }
                edits.withBlocked { gtk_check_menu_item_set_active(item.cast(), 1) }
            })
    }

    /// The views of a box: one view stands for itself (a wrapper such as `.disabled`), several
    /// are a group between separators.
    private func addGroup(_ children: [WidgetPointer]) {
        guard children.count > 1 else {
            children.forEach(addItems)
            return
        }
        addSeparator()
        children.forEach(addItems)
        addSeparator()
    }

    private func addSeparator() {
        guard !endsWithSeparator else { return }
        let separator = gtk_separator_menu_item_new()!
        gtk_menu_shell_append(menu.pointer.cast(), separator)
        gtk_widget_show(separator)
        endsWithSeparator = true
    }

    /// Appends `item`, sensitive as its view is (an insensitive ancestor counts).
    private func append(_ item: WidgetPointer, mirroring source: WidgetPointer) -> WidgetPointer {
        gtk_widget_set_sensitive(item, Self.isSensitive(source) ? 1 : 0)
        ControlSupport.setAccessibleName(WidgetTitle.text(of: source), on: item)
        gtk_menu_shell_append(menu.pointer.cast(), item)
        gtk_widget_show(item)
        endsWithSeparator = false
        return item
    }

    /// Whether the view responds to the user. A nested menu's button makes itself insensitive
    /// because it has no popup of its own, so only its ancestors count for it.
    private static func isSensitive(_ source: WidgetPointer) -> Bool {
        guard source.isInstance(of: gtk_menu_button_get_type()) else { return gtk_widget_is_sensitive(source) != 0 }
        return gtk_widget_get_parent(source).map { gtk_widget_is_sensitive($0) != 0 } ?? true
    }

    /// Rebuilds when the view's text, sensitivity or children change.
    private func watch(_ source: WidgetPointer) {
        let rebuild: @MainActor (SignalArguments) -> Void = { [unowned self] _ in self.rebuild() }
        _ = connections.add(Signals.connect(source, "notify::sensitive", rebuild))
        if source.isInstance(of: gtk_label_get_type()) {
            _ = connections.add(Signals.connect(source, "notify::label", rebuild))
        }
        // A nested menu's items are its own; only its title is shown here.
        guard source.isInstance(of: gtk_container_get_type()) else { return }
        _ = connections.add(Signals.connect(source, "add", after: true, rebuild))
        _ = connections.add(Signals.connect(source, "remove", after: true, rebuild))
        if source.isInstance(of: gtk_button_get_type()) || source.isInstance(of: gtk_menu_button_get_type()) {
            if let label = WidgetTitle.label(in: source) {
                _ = connections.add(Signals.connect(label, "notify::label", rebuild))
            }
        }
    }

    private func warnUnsupported(_ source: WidgetPointer) {
        let type = gtkui_instance_type(source)
        guard Self.warnedTypes.insert(UInt(type)).inserted else { return }
        Diagnostics.warn(
            "GtkUI: a menu shows buttons, toggles, dividers, sections and menus; a \(String(cString: g_type_name(type))) "
                + "is left out")
    }

    /// Where a menu button keeps its `GtkMenu`, for an enclosing menu to show as a submenu.
    static let dataKey = "gtkui-menu"
}
