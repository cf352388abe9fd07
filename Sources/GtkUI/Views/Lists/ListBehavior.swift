import Foundation

/// What makes a lazy container a list: row style, selection by pointer and keyboard, the Delete
/// key and the row menu for editing, and the accessible roles of a list and its items. The
/// container's rows behaviour, made by `List` and a table's rows.
@MainActor
final class ListBehavior: LazyRowsBehavior {
    private unowned let container: any ListContainer
    /// The list's selection, if it has one.
    private var selection: ListSelection?
    /// The list's look.
    private var style = ListStyleKind.automatic
    /// Whether the list style was applied once.
    private var configured = false
    private let connections = SignalScope()
    private var menu: GObjectReference<GtkWidget>?
    /// Selection, keyboard and editing, by row key.
    let interaction: ListInteraction
    private let dragging: ListRowDragging

    init(container: any ListContainer) {
        self.container = container
        dragging = ListRowDragging(container: container)
        interaction = ListInteraction(rows: container)
        let box = container.box
        gtk_widget_set_can_focus(box, 1)
        gtk_widget_add_events(box, Int32(GDK_KEY_PRESS_MASK.rawValue))
        atk_object_set_role(gtk_widget_get_accessible(box), ATK_ROLE_LIST)
        ListStyleSheet.install()
        _ = connections.add(
            Signals.connect(box, "key-press-event") { [weak self] arguments -> Bool in
                guard let self, let event = arguments[1].pointer(to: GdkEventKey.self) else { return false }
                return keyPressed(event.pointee)
            })
    }

    deinit {
        MainActor.assumeIsolated { connections.disconnectAll() }
    }

    /// Takes the list's selection and applies its style.
    func configure(selection: ListSelection?, style: ListStyleKind) {
        let styleChanged = style.resolved != self.style.resolved || !configured
        self.selection = selection
        self.style = style
        interaction.selection = selection
        guard styleChanged else { return }
        configured = true
        let outer = gtk_widget_get_parent(gtk_widget_get_parent(container.box) ?? container.box) ?? container.box
        StyleClasses.set("gtkui-list", on: container.box, true)
        for kind in ListStyleKind.allCases {
            StyleClasses.set(kind.styleClass, on: outer, kind == style.resolved)
        }
        if outer.isInstance(of: gtk_scrolled_window_get_type()) {
            let framed = style.resolved == .inset
            gtk_scrolled_window_set_shadow_type(outer.cast(), framed ? GTK_SHADOW_IN : GTK_SHADOW_NONE)
            let margin: Int32 = framed ? 12 : 0
            if gtk_widget_get_margin_start(outer) != margin {
                gtk_widget_set_margin_start(outer, margin)
                gtk_widget_set_margin_end(outer, margin)
                gtk_widget_set_margin_top(outer, margin)
                gtk_widget_set_margin_bottom(outer, margin)
            }
        }
    }

    /// Readies a new row: its style, its pointer handling and its accessible role.
    func prepare(_ row: LazyRowNode) {
        let widget = row.rowWidget
        dragging.prepare(row)
        StyleClasses.set("gtkui-list-row", on: widget, true)
        gtk_widget_add_events(
            widget,
            Int32(GDK_BUTTON_PRESS_MASK.rawValue | GDK_ENTER_NOTIFY_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue))
        // The row has no window to paint, so it draws its style's background (hover, selection).
        _ = Signals.connect(widget, "draw") { arguments -> Bool in
            guard let cairo = arguments[1].pointer.map(OpaquePointer.init) else { return false }
            let style = gtk_widget_get_style_context(widget)
            let width = Double(gtk_widget_get_allocated_width(widget))
            let height = Double(gtk_widget_get_allocated_height(widget))
            gtk_render_background(style, cairo, 0, 0, width, height)
            gtk_render_frame(style, cairo, 0, 0, width, height)
            return false
        }
        _ = Signals.connect(widget, "enter-notify-event") { _ -> Bool in
            gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_PRELIGHT, 0)
            return false
        }
        _ = Signals.connect(widget, "leave-notify-event") { arguments -> Bool in
            // Moving onto a child's own window (a button) is not leaving the row.
            if let event = arguments[1].pointer(to: GdkEventCrossing.self), event.pointee.detail == GDK_NOTIFY_INFERIOR
            {
                return false
            }
            gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_PRELIGHT)
            return false
        }
        atk_object_set_role(gtk_widget_get_accessible(widget), ATK_ROLE_LIST_ITEM)
        // Rows are recycled: the handler finds the row the widget shows at the time of the click.
        _ = Signals.connect(widget, "button-press-event") { [weak self, weak row] arguments -> Bool in
            guard let self, let row, let event = arguments[1].pointer(to: GdkEventButton.self),
                event.pointee.type == GDK_BUTTON_PRESS
            else { return false }
            return pressed(row, button: event.pointee.button, state: event.pointee.state, event: event)
        }
    }

    /// What a row looks like as its view asks: applied only where it differs from what the row
    /// shows, since rows are styled on every update of the list.
    private struct RowLook: Equatable {
        var isHeader = false
        var insets = EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        var hidesSeparator = false
        var background: String?
        var accessibleName = ""
    }

    /// The look each row widget shows now.
    private var looks: [WidgetPointer: RowLook] = [:]

    /// Styles a row after it was shown or updated: header or row, what its view asked of the row
    /// (margins, separator, background), and its accessible name, its labels' texts.
    func rowChanged(_ row: LazyRowNode, role: LazyRowPlan.Role) {
        let widget = row.rowWidget
        let values = row.containerValues
        var look = RowLook()
        look.isHeader = role != .row
        if let insets = values.listRowInsets { look.insets = clamped(insets) }
        look.hidesSeparator = values.listRowSeparator == .hidden
        look.background = values.listRowBackground.map { "background-color: \($0.css(for: widget));" }
        look.accessibleName = AccessibleContent.combinedName(of: widget)
        let old = looks[widget]
        guard look != old else { return }
        looks[widget] = look
        if look.isHeader != old?.isHeader { StyleClasses.set("gtkui-list-header", on: widget, look.isHeader) }
        if look.insets != old?.insets, let stack = gtk_bin_get_child(widget.cast()) {
            gtk_widget_set_margin_top(stack, Int32(look.insets.top.rounded()))
            gtk_widget_set_margin_start(stack, Int32(look.insets.leading.rounded()))
            gtk_widget_set_margin_bottom(stack, Int32(look.insets.bottom.rounded()))
            gtk_widget_set_margin_end(stack, Int32(look.insets.trailing.rounded()))
        }
        if look.hidesSeparator != old?.hidesSeparator {
            StyleClasses.set("gtkui-list-row-plain", on: widget, look.hidesSeparator)
        }
        if look.background != old?.background { setBackground(look.background, of: widget) }
        if look.accessibleName != old?.accessibleName, !look.accessibleName.isEmpty {
            atk_object_set_name(gtk_widget_get_accessible(widget), look.accessibleName)
        }
    }

    /// Whether a row's insets were clamped once already.
    private var warnedInsets = false

    /// `insets` as margins GTK can take, with one warning per list when one could not be.
    private func clamped(_ insets: EdgeInsets) -> EdgeInsets {
        let edges = [insets.top, insets.leading, insets.bottom, insets.trailing].map {
            ClampedLength.pixels($0)
        }
        if edges.contains(where: \.wasClamped), !warnedInsets {
            warnedInsets = true
            Diagnostics.warn(
                "GtkUI: listRowInsets \(insets) has an edge that is negative, not a number or too large; it is clamped")
        }
        return EdgeInsets(
            top: Double(edges[0].pixels), leading: Double(edges[1].pixels), bottom: Double(edges[2].pixels),
            trailing: Double(edges[3].pixels))
    }

    /// Forgets a row widget that is going away.
    func rowRemoved(_ row: LazyRowNode) {
        looks.removeValue(forKey: row.rowWidget)
    }

    /// Gives the row the background its view asked for, replacing the one it had: the provider
    /// is kept on the row widget, which releases it when destroyed.
    private func setBackground(_ declarations: String?, of widget: WidgetPointer) {
        let key = "gtkui-row-background"
        let style = gtk_widget_get_style_context(widget)
        if let old = GObjectData.get(GObjectReference<GtkCssProvider>.self, on: widget, key: key) {
            gtk_style_context_remove_provider(style, OpaquePointer(old.pointer))
            GObjectData.set(nil, on: widget, key: key)
        }
        guard let declarations else { return }
        let provider = CSSProvider.shared(for: declarations)
        gtk_style_context_add_provider(
            style, OpaquePointer(provider.pointer), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        GObjectData.set(provider, on: widget, key: key)
    }

    // MARK: Selection

    /// The ids selected now; reading them makes the list follow the selection.
    private var selected: Set<AnyHashable> { interaction.selected }

    /// The id that stands for `row` in the selection: its tag, else its key's id.
    private func selectionID(of row: LazyRowNode) -> AnyHashable { row.tag ?? row.key.id }

    /// The rows settled: shows which are selected.
    func rowsDidSettle() { refreshSelection() }

    /// Shows which rows are selected.
    func refreshSelection() {
        let selected = selected
        let mounted = container.mountedRows
        // A selection of another type than the rows' ids selects nothing: say so once.
        if let first = mounted.first(where: { container.role(of: $0.index) == .row }) {
            _ = interaction.selectionAccepts(selectionID(of: first))
        }
        for row in mounted {
            let isSelected = !selected.isEmpty && selected.contains(selectionID(of: row))
            let widget = row.rowWidget
            let hasFlag = gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
            if isSelected, !hasFlag {
                gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_SELECTED, 0)
            } else if !isSelected, hasFlag {
                gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_SELECTED)
            }
            // A screen reader hears which rows can be selected and which are.
            let selectable = selection != nil && container.role(of: row.index) == .row
            AccessibleStates.override(
                widget, adding: (selectable ? [ATK_STATE_SELECTABLE] : []) + (isSelected ? [ATK_STATE_SELECTED] : []))
        }
    }

    private func pressed(
        _ row: LazyRowNode, button: guint, state: guint, event: UnsafeMutablePointer<GdkEventButton>
    ) -> Bool {
        gtk_widget_grab_focus(container.box)
        guard row.index < container.rowCount, container.role(of: row.index) == .row else { return false }
        if button == 3 {
            let deletable = interaction.openMenu(at: row.index)
            refreshSelection()
            return deletable && showMenu(event: event)
        }
        guard button == 1 else { return false }
        let extend = state & GDK_SHIFT_MASK.rawValue != 0
        let toggle = state & GDK_CONTROL_MASK.rawValue != 0
        select(row.index, extend: extend, toggle: toggle)
        return false
    }

    /// Selects row `index` (see ``ListInteraction/select(_:extend:toggle:)``) and shows it.
    func select(_ index: Int, extend: Bool, toggle: Bool) {
        interaction.select(index, extend: extend, toggle: toggle)
        refreshSelection()
    }

    // MARK: Keyboard

    private func keyPressed(_ event: GdkEventKey) -> Bool {
        let shift = event.state & GDK_SHIFT_MASK.rawValue != 0
        let control = event.state & GDK_CONTROL_MASK.rawValue != 0
        let alt = event.state & GDK_MOD1_MASK.rawValue != 0
        let key: ListInteraction.Key
        switch Int32(event.keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: key = alt ? .moveUp : .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: key = alt ? .moveDown : .down
        case _ where alt: return false
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: key = .pageDown
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: key = .pageUp
        case GDK_KEY_Home, GDK_KEY_KP_Home: key = .home
        case GDK_KEY_End, GDK_KEY_KP_End: key = .end
        case GDK_KEY_space: key = .select
        case GDK_KEY_Delete, GDK_KEY_KP_Delete, GDK_KEY_BackSpace: key = .delete
        default: return false
        }
        let page = max(1, container.visibleRowCount - 1)
        let (handled, scrollTo) = interaction.press(key, shift: shift, control: control, page: page)
        if let scrollTo { container.scroll(toIndex: scrollTo, anchor: nil) }
        refreshSelection()
        return handled
    }

    // MARK: Editing

    /// Deletes the selected rows through their sources' `onDelete`; returns whether any could be.
    @discardableResult
    func deleteSelection() -> Bool { interaction.deleteSelection() }

    /// The row menu of rows that can be deleted (swipe actions are a menu of the row's own), for
    /// the rows ``ListInteraction/openMenu(at:)`` noted.
    private func showMenu(event: UnsafeMutablePointer<GdkEventButton>) -> Bool {
        let menu = gtk_menu_new()!
        self.menu = GObjectReference(adopting: menu)
        let item = gtk_menu_item_new_with_label("Delete")!
        _ = Signals.connect(item, "activate") { [weak self] _ in self?.interaction.deleteMenuRows() }
        gtk_menu_shell_append(menu.cast(), item)
        gtk_widget_show_all(menu)
        gtk_menu_popup_at_pointer(menu.cast(), UnsafeMutableRawPointer(event).assumingMemoryBound(to: GdkEvent.self))
        return true
    }
}
