/// Keeps a ``Picker``'s options and the GTK control that shows them: the combo box's entries,
/// or one toggle or radio button per option holding the option's view.
@MainActor
final class PickerCoordinator {
    /// One option: its view's widget, its tag, and what shows it.
    private struct Option {
        let widget: WidgetPointer
        var tag: AnyHashable?
        /// The toggle or radio button holding the widget; nil in a combo box.
        var button: WidgetPointer?
        /// Follows the text of the option's label into the combo box.
        var labelWatch: SignalConnection?
    }

    /// Writes a chosen tag to the selection.
    var select: @MainActor (AnyHashable) -> Void = { _ in }
    /// Names the control for screen readers.
    var title: String?
    private var options: [Option] = []
    private var selection: AnyHashable?
    private var layout: PickerLayout?
    /// The box the control lives in; borrowed, the node owns it.
    private var holder: UnsafeMutablePointer<GtkBox>?
    /// The combo box or button box; owned by `holder`.
    private var control: WidgetPointer?
    /// An unseen radio button in the group, active when no option is: GTK's radio groups always
    /// have one active button. Owned here.
    private var noneButton: GObjectReference<GtkWidget>?
    /// The check for bad input, waiting for the options to settle.
    private var pendingCheck: OneShotSource?
    /// The control's handlers, blocked while code sets the selection.
    private let handlers = SignalScope()

    /// Replaces the control when the style asks for another one.
    func show(layout newLayout: PickerLayout, in box: UnsafeMutablePointer<GtkBox>) {
        holder = box
        guard newLayout != layout else { return }
        removeControl()
        layout = newLayout
        let control: WidgetPointer
        switch newLayout {
        case .menu:
            control = gtk_combo_box_text_new()!
            _ = handlers.add(
                Signals.connect(control, "changed") { [unowned self] _ in
                    self.choose(Int(gtk_combo_box_get_active(control.cast())))
                })
        case .segmented, .radioGroup:
            let segmented = newLayout == .segmented
            control = gtk_box_new(segmented ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, segmented ? 0 : 4)!
            if segmented { gtk_style_context_add_class(gtk_widget_get_style_context(control), "linked") }
            noneButton = GObjectReference(adopting: gtk_radio_button_new(nil)!)
        }
        gtk_box_pack_start(box, control, 0, 0, 0)
        gtk_widget_show(control)
        self.control = control
        for index in options.indices { addItem(at: index) }
        ControlSupport.setAccessibleName(title, on: control)
        applySelection()
    }

    /// Shows `newSelection` as the chosen option, without running the control's handlers.
    func show(selection newSelection: AnyHashable) {
        if let control { ControlSupport.setAccessibleName(title, on: control) }
        guard newSelection != selection else { return }
        selection = newSelection
        applySelection()
    }

    func insert(_ widget: WidgetPointer, tag: AnyHashable?, at index: Int) {
        let index = min(index, options.count)
        options.insert(Option(widget: widget, tag: tag), at: index)
        addItem(at: index)
        applySelection()
    }

    func remove(_ widget: WidgetPointer) {
        guard let index = options.firstIndex(where: { $0.widget == widget }) else { return }
        removeItem(at: index)
        options.remove(at: index)
        applySelection()
    }

    func move(_ widget: WidgetPointer, to index: Int) {
        guard let from = options.firstIndex(where: { $0.widget == widget }) else { return }
        removeItem(at: from)
        let option = options.remove(at: from)
        let to = min(index, options.count)
        options.insert(option, at: to)
        addItem(at: to)
        applySelection()
    }

    func retag(_ widget: WidgetPointer, _ tag: AnyHashable?) {
        guard let index = options.firstIndex(where: { $0.widget == widget }) else { return }
        options[index].tag = tag
        applySelection()
    }

    /// Lets go of the control and its items; the option widgets belong to their nodes.
    func tearDown() {
        removeControl()
        pendingCheck?.cancel()
        pendingCheck = nil
        holder = nil
    }

    /// Writes the tag of the option at `index` after a user's choice.
    private func choose(_ index: Int) {
        guard options.indices.contains(index) else { return }
        guard let tag = options[index].tag else {
            applySelection()
            return
        }
        selection = tag
        select(tag)
    }

    private func addItem(at index: Int) {
        guard let control, let layout else { return }
        let widget = options[index].widget
        switch layout {
        case .menu:
            gtk_combo_box_text_insert_text(control.cast(), Int32(index), WidgetTitle.text(of: widget))
            if let label = WidgetTitle.label(in: widget) {
                options[index].labelWatch = Signals.connect(label, "notify::label") { [unowned self] _ in
                    self.refreshText(of: widget)
                }
            }
        case .segmented, .radioGroup:
            let button = gtk_radio_button_new_from_widget(noneButton?.pointer.cast())!
            if layout == .segmented { gtk_toggle_button_set_mode(button.cast(), 0) }
            gtk_container_add(button.cast(), widget)
            gtk_box_pack_start(control.cast(), button, 0, 0, 0)
            gtk_box_reorder_child(control.cast(), button, Int32(index))
            gtk_widget_show(button)
            _ = handlers.add(
                Signals.connect(button, "toggled") { [unowned self] _ in
                    guard gtk_toggle_button_get_active(button.cast()) != 0 else { return }
                    self.choose(self.options.firstIndex { $0.button == button } ?? -1)
                })
            options[index].button = button
        }
    }

    private func removeItem(at index: Int) {
        options[index].labelWatch?.disconnect()
        options[index].labelWatch = nil
        if let button = options[index].button {
            let widget = options[index].widget
            if gtk_widget_get_parent(widget) == button { gtk_container_remove(button.cast(), widget) }
            gtk_widget_destroy(button)
            options[index].button = nil
        } else if let control, layout == .menu {
            withHandlersBlocked { gtk_combo_box_text_remove(control.cast(), Int32(index)) }
        }
    }

    /// Follows a changed label into its combo box entry.
    private func refreshText(of widget: WidgetPointer) {
        guard let control, layout == .menu, let index = options.firstIndex(where: { $0.widget == widget }) else {
            return
        }
        withHandlersBlocked {
            gtk_combo_box_text_remove(control.cast(), Int32(index))
            gtk_combo_box_text_insert_text(control.cast(), Int32(index), WidgetTitle.text(of: widget))
        }
        applySelection()
    }

    private func removeControl() {
        for index in options.indices { removeItem(at: index) }
        handlers.disconnectAll()
        if let control { gtk_widget_destroy(control) }
        control = nil
        if let noneButton { gtk_widget_destroy(noneButton.pointer) }
        noneButton = nil
        layout = nil
    }

    /// Shows the option whose tag is the selection, or none. Checks the options once they have
    /// settled: they arrive one by one, and a selection matches no tag until its option came.
    private func applySelection() {
        guard let control else { return }
        if pendingCheck == nil {
            pendingCheck = OneShotSource(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
                self?.pendingCheck = nil
                self?.warnAboutBadInput()
            }
        }
        let index = selection.flatMap { selection in options.firstIndex { $0.tag == selection } }
        withHandlersBlocked {
            if layout == .menu {
                let active = Int32(index ?? -1)
                if gtk_combo_box_get_active(control.cast()) != active {
                    gtk_combo_box_set_active(control.cast(), active)
                }
            } else {
                let button = index.flatMap { options[$0].button } ?? noneButton?.pointer
                if let button, gtk_toggle_button_get_active(button.cast()) == 0 {
                    gtk_toggle_button_set_active(button.cast(), 1)
                }
            }
        }
    }

    /// Warns once about a selection that matches no tag, repeated tags and untagged options.
    private func warnAboutBadInput() {
        guard let holder else { return }
        let tags = options.compactMap(\.tag)
        ControlSupport.warn(
            if: Set(tags).count != tags.count, on: holder, key: "gtkui-picker-repeated-tag",
            "GtkUI: Picker \(titleForMessages) has options with the same tag; the first one is selected")
        ControlSupport.warn(
            if: tags.count != options.count, on: holder, key: "gtkui-picker-untagged",
            "GtkUI: Picker \(titleForMessages) has options without .tag(_:); choosing them changes nothing")
        let matches = selection.map { selection in options.contains { $0.tag == selection } } ?? false
        ControlSupport.warn(
            if: !matches && !options.isEmpty, on: holder, key: "gtkui-picker-no-match",
            "GtkUI: Picker \(titleForMessages) selection \(selection.map { String(reflecting: $0.base) } ?? "nil") "
                + "matches no tag; no option is shown as selected")
    }

    private var titleForMessages: String { title.map { "\"\($0)\"" } ?? "" }

    private func withHandlersBlocked(_ body: () -> Void) {
        handlers.blockAll()
        defer { handlers.unblockAll() }
        body()
    }
}
