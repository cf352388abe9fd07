import Foundation

/// What makes a lazy container a list: row style, selection by pointer and keyboard, the Delete
/// key and the row menu for editing, and the accessible roles of a list and its items.
@MainActor
final class ListBehavior {
    private unowned let container: any ListContainer
    private var configuration = LazyContainerConfiguration()
    /// Whether the list style was applied once.
    private var configured = false
    /// The row the keyboard is on, and the row a Shift selection extends from, by key, never by
    /// index: rows come and go under them, and a position kept as an index would name another row
    /// (or none) after the data changed. Each is found again when used; one whose row left the
    /// data is nil.
    private var cursorKey: RowKey?
    private var anchorKey: RowKey?
    private let connections = SignalScope()
    private var menu: GObjectReference<GtkWidget>?
    /// The rows the open row menu acts on, by key: the row it was opened for, or the selection
    /// that row was part of.
    private var menuRows: [RowKey] = []
    private let dragging: ListRowDragging

    init(container: any ListContainer) {
        self.container = container
        dragging = ListRowDragging(container: container)
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

    /// Applies the list style.
    func configure(_ configuration: LazyContainerConfiguration) {
        let styleChanged = configuration.listStyle.resolved != self.configuration.listStyle.resolved || !configured
        self.configuration = configuration
        guard styleChanged else { return }
        configured = true
        let outer = gtk_widget_get_parent(gtk_widget_get_parent(container.box) ?? container.box) ?? container.box
        StyleClasses.set("gtkui-list", on: container.box, true)
        for style in ListStyleKind.allCases {
            StyleClasses.set(style.styleClass, on: outer, style == configuration.listStyle.resolved)
        }
        if outer.isInstance(of: gtk_scrolled_window_get_type()) {
            let framed = configuration.listStyle.resolved == .inset
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
        if let insets = values.listRowInsets { look.insets = insets }
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

    /// Forgets a row widget that is going away.
    func rowRemoved(_ row: LazyRowNode) {
        looks.removeValue(forKey: row.rowWidget)
    }

    /// Gives the row the background its view asked for, replacing the one it had: the provider
    /// is kept on the row widget, which releases it when destroyed.
    private func setBackground(_ declarations: String?, of widget: WidgetPointer) {
        let key = "gtkui-row-background"
        let style = gtk_widget_get_style_context(widget)
        if let old = g_object_get_data(widget.gObject, key) {
            gtk_style_context_remove_provider(style, OpaquePointer(old))
            g_object_set_data(widget.gObject, key, nil)
        }
        guard let declarations else { return }
        let provider = CSSProvider.shared(for: declarations).pointer
        gtk_style_context_add_provider(
            style, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_set_data_full(widget.gObject, key, g_object_ref(provider.gObject), { g_object_unref($0) })
    }

    // MARK: Selection

    /// The ids selected now; reading them makes the list follow the selection.
    private var selected: Set<AnyHashable> {
        guard let selection = configuration.selection else { return [] }
        return container.trackedRead { selection.read() }
    }

    /// The id that stands for `row` in the selection: its tag, else its key's id.
    private func selectionID(of row: LazyRowNode) -> AnyHashable { row.tag ?? row.key.id }

    /// Shows which rows are selected.
    func refreshSelection() {
        let selected = selected
        for row in container.mountedRows {
            let isSelected = !selected.isEmpty && selected.contains(selectionID(of: row))
            let widget = row.rowWidget
            let hasFlag = gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
            if isSelected, !hasFlag {
                gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_SELECTED, 0)
            } else if !isSelected, hasFlag {
                gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_SELECTED)
            }
            // A screen reader hears which rows can be selected and which are.
            let selectable = configuration.selection != nil && container.role(of: row.index) == .row
            AccessibleStates.override(
                widget, adding: (selectable ? [ATK_STATE_SELECTABLE] : []) + (isSelected ? [ATK_STATE_SELECTED] : []))
        }
    }

    /// The row the keyboard is on now, if it is still in the data.
    var cursor: Int? { cursorKey.flatMap(container.index(ofKey:)) }

    /// The row a Shift selection extends from now, if it is still in the data.
    private var anchor: Int? { anchorKey.flatMap(container.index(ofKey:)) }

    private func pressed(
        _ row: LazyRowNode, button: guint, state: guint, event: UnsafeMutablePointer<GdkEventButton>
    ) -> Bool {
        gtk_widget_grab_focus(container.box)
        guard row.index < container.rowCount, container.role(of: row.index) == .row else { return false }
        if button == 3 {
            if !isSelected(row) { select(row.index, extend: false, toggle: false) }
            return showMenu(for: row, event: event)
        }
        guard button == 1 else { return false }
        let extend = state & GDK_SHIFT_MASK.rawValue != 0
        let toggle = state & GDK_CONTROL_MASK.rawValue != 0
        select(row.index, extend: extend, toggle: toggle)
        return false
    }

    private func isSelected(_ row: LazyRowNode) -> Bool { selected.contains(selectionID(of: row)) }

    /// Selects row `index`: alone, toggled (Ctrl), or as the end of a range from the anchor
    /// (Shift) in a list that allows several. A Shift selection whose anchor left the data starts
    /// a new one at `index`.
    func select(_ index: Int, extend: Bool, toggle: Bool) {
        guard index >= 0, index < container.rowCount else { return }
        cursorKey = container.key(at: index)
        guard let selection = configuration.selection, container.role(of: index) == .row else { return }
        let id = container.selectionID(at: index)
        var ids: Set<AnyHashable>
        if selection.allowsMultiple, extend, let anchor {
            ids = toggle ? selected : []
            for position in min(anchor, index)...max(anchor, index) where container.role(of: position) == .row {
                ids.insert(container.selectionID(at: position))
            }
        } else if selection.allowsMultiple, toggle {
            ids = selected
            if !ids.insert(id).inserted { ids.remove(id) }
            anchorKey = cursorKey
        } else {
            ids = [id]
            anchorKey = cursorKey
        }
        selection.write(ids)
        refreshSelection()
    }

    // MARK: Keyboard

    private func keyPressed(_ event: GdkEventKey) -> Bool {
        let count = container.rowCount
        guard count > 0 else { return false }
        let shift = event.state & GDK_SHIFT_MASK.rawValue != 0
        let control = event.state & GDK_CONTROL_MASK.rawValue != 0
        if event.state & GDK_MOD1_MASK.rawValue != 0 {
            switch Int32(event.keyval) {
            case GDK_KEY_Up, GDK_KEY_KP_Up: return moveCursorRow(by: -1)
            case GDK_KEY_Down, GDK_KEY_KP_Down: return moveCursorRow(by: 1)
            default: return false
            }
        }
        let page = max(1, container.visibleRowCount - 1)
        let cursor = cursor
        let current = cursor ?? -1
        let target: Int
        switch Int32(event.keyval) {
        case GDK_KEY_Down, GDK_KEY_KP_Down: target = current + 1
        case GDK_KEY_Up, GDK_KEY_KP_Up: target = current < 0 ? 0 : current - 1
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: target = current + page
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: target = current - page
        case GDK_KEY_Home, GDK_KEY_KP_Home: target = 0
        case GDK_KEY_End, GDK_KEY_KP_End: target = count - 1
        case GDK_KEY_space:
            guard let cursor else { return false }
            select(cursor, extend: false, toggle: control)
            return true
        case GDK_KEY_Delete, GDK_KEY_KP_Delete, GDK_KEY_BackSpace:
            return deleteSelection()
        default:
            return false
        }
        let index = nextRow(from: min(max(target, 0), count - 1), forward: target >= current)
        container.scroll(toIndex: index, anchor: nil)
        if control, !shift {
            cursorKey = container.key(at: index)  // Ctrl moves the cursor without selecting, as in GTK's lists
        } else {
            select(index, extend: shift, toggle: false)
        }
        return true
    }

    /// The nearest selectable row from `index`, skipping headers.
    private func nextRow(from index: Int, forward: Bool) -> Int {
        var position = index
        let count = container.rowCount
        while position >= 0, position < count, container.role(of: position) != .row {
            position += forward ? 1 : -1
        }
        return position >= 0 && position < count ? position : index
    }

    // MARK: Editing

    /// Deletes the selected rows through their sources' `onDelete`; returns whether any could be.
    /// With nothing selected it deletes nothing: the cursor alone is not a selection.
    @discardableResult
    func deleteSelection() -> Bool {
        let ids = selected
        guard !ids.isEmpty else { return false }
        return delete(rows: ids.compactMap(container.index(of:)))
    }

    /// Deletes the rows at `indices`, found by id just now, through their sources' `onDelete`,
    /// and takes them out of the selection; returns whether any could be deleted.
    private func delete(rows indices: [Int]) -> Bool {
        var bySource: [Int: (editing: RowEditing, offsets: IndexSet)] = [:]
        var deleted: Set<AnyHashable> = []
        for index in indices where index >= 0 && index < container.rowCount {
            let (segment, offset) = container.locate(index)
            guard let editing = segment.editing, editing.onDelete != nil else { continue }
            bySource[segment.source, default: (editing, IndexSet())].offsets.insert(offset)
            deleted.insert(container.selectionID(at: index))
        }
        guard !bySource.isEmpty else { return false }
        if let selection = configuration.selection {
            let remaining = selected.subtracting(deleted)
            if remaining.count != selected.count { selection.write(remaining) }
        }
        for (_, entry) in bySource.sorted(by: { $0.key < $1.key }) { entry.editing.onDelete?(entry.offsets) }
        return true
    }

    /// Moves the cursor's row one place up or down through its source's `onMove`; nothing when
    /// the cursor's row left the data or is at the end of its source.
    @discardableResult
    func moveCursorRow(by step: Int) -> Bool {
        guard let cursor else { return false }
        let (segment, offset) = container.locate(cursor)
        guard let onMove = segment.editing?.onMove else { return false }
        let destination = step > 0 ? offset + step + 1 : offset + step
        guard destination >= 0, destination <= segment.count, offset < segment.count else { return false }
        onMove(IndexSet(integer: offset), destination)
        return true
    }

    /// The row menu of rows that can be deleted. (Swipe actions are a menu of the row's own.) It
    /// acts on the row it was opened for, with the rest of the selection when that row is
    /// selected, found again by key when an item is chosen: rows that left the data meanwhile are
    /// left alone.
    private func showMenu(for row: LazyRowNode, event: UnsafeMutablePointer<GdkEventButton>) -> Bool {
        guard container.locate(row.index).segment.editing?.onDelete != nil else { return false }
        menuRows = [container.key(at: row.index)]
        let ids = selected
        if ids.contains(selectionID(of: row)) {
            menuRows = ids.compactMap(container.index(of:)).map(container.key(at:))
        }
        let menu = gtk_menu_new()!
        self.menu = GObjectReference(adopting: menu)
        let item = gtk_menu_item_new_with_label("Delete")!
        _ = Signals.connect(item, "activate") { [weak self] _ in self?.deleteMenuRows() }
        gtk_menu_shell_append(menu.cast(), item)
        gtk_widget_show_all(menu)
        gtk_menu_popup_at_pointer(menu.cast(), UnsafeMutableRawPointer(event).assumingMemoryBound(to: GdkEvent.self))
        return true
    }

    /// Deletes the rows the row menu was opened for that are still in the data.
    private func deleteMenuRows() {
        let keys = menuRows
        menuRows = []
        _ = delete(rows: keys.compactMap(container.index(ofKey:)))
    }
}

/// What ``ListBehavior`` needs from its lazy container.
@MainActor
protocol ListContainer: AnyObject {
    var box: WidgetPointer { get }
    var mountedRows: [LazyRowNode] { get }
    var rowCount: Int { get }
    /// About how many rows fit on screen, for Page Up and Page Down.
    var visibleRowCount: Int { get }
    func role(of index: Int) -> LazyRowPlan.Role
    func selectionID(at index: Int) -> AnyHashable
    /// The row whose selection id (or tag) is `id` now.
    func index(of id: AnyHashable) -> Int?
    /// The row whose key is `key` now, or nil when it left the data.
    func index(ofKey key: RowKey) -> Int?
    /// The key of row `index`.
    func key(at index: Int) -> RowKey
    func locate(_ index: Int) -> (segment: LazyRowPlan.Segment, offset: Int)
    /// The row at `position` pixels along the container, with where it starts and its length.
    func row(atPosition position: Int) -> (index: Int, start: Int, length: Int)?
    @discardableResult func scroll(toIndex index: Int, anchor: UnitPoint?) -> Bool
    /// Runs `body` as a tracked read of the node, so a change of what it reads updates the list.
    func trackedRead<T>(_ body: () -> T) -> T
}
