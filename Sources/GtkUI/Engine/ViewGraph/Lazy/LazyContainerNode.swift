import CGtkShim

/// Mounts a lazy container (`List`, `LazyVStack`, `LazyHStack`): only the rows on screen, plus a
/// margin, have nodes and widgets; the rest are described by a ``LazyRowPlan`` and sized by
/// ``RowLengths``.
///
/// GTK asks for rows through the ``GtkUILazyBox`` whenever the visible stretch leaves the rows it
/// has. Rows are matched by key: a row still on screen keeps its node; a row that left gives its
/// node and widgets to a row that arrives (its state set aside by key in a ``RowStateVault``).
///
/// Between updates it keeps the view and the plan, which hold the data, so that scrolling can
/// make rows; it lets go of both when a model an ancestor read is about to change
/// (``ViewGraph/releaseValues(below:)``), so that the write does not copy the data. What the
/// next update compares with stays: the mounted rows' keys and views.
final class LazyContainerNode<V: LazyContainerView>: ViewNode {
    /// The view last received; nil while let go of, until the parent gives the next one.
    private var heldView: V?
    private var configuration: LazyContainerConfiguration
    /// The preference a reader around collects this container in, as a place it can scroll to.
    private var scrollCollector: (any ScrollTargetCollector.Type)?
    /// The widget placed in the parent: the lazy box, or a scrolled window around it.
    private let outer: GObjectReference<GtkWidget>
    /// The lazy box; the outer widget owns it.
    let box: WidgetPointer
    /// The rows as last described; empty while the view is let go of.
    private var storedPlan: LazyRowPlan
    /// Whether the view and the plan were let go of before a model write.
    private var planReleased = false
    /// The rows. Asked for while they are let go of, outside a pass, it runs the pending pass,
    /// in which the parent gives the next view.
    private var plan: LazyRowPlan {
        if planReleased, isMounted, !graph.isInPass { graph.performUpdates {} }
        return storedPlan
    }
    private var planGeneration = 0
    private var lengths: RowLengths
    /// The rows with nodes, by key, in no order.
    private(set) var rows: [RowKey: LazyRowNode] = [:]
    /// Rows that left the screen, by content type, ready to show another row.
    private var spares: [ObjectIdentifier: [LazyRowNode]] = [:]
    private var vault = RowStateVault()
    private let store = LazySourceStore()
    /// Whether a source's own state changed, so the rows must be described again.
    private var needsNewPlan = false
    /// The stretch last reported visible, and the box's width across its axis.
    private var visible = (start: 0, end: 0, cross: 0)
    private var listener: Unmanaged<LazyBoxListener>?
    private var reportedDuplicates = false
    /// The environment rows receive: the container's own, plus what the view writes for its rows.
    private var rowEnvironment: EnvironmentValues?
    /// What the view's family adds to the rows (a list's selection, keyboard and editing); nil
    /// for lazy stacks and grids.
    private var behavior: V.RowsBehavior?

    /// Pixels mounted beyond each edge of the visible stretch.
    static var overscan: Int { 100 }
    /// The most a list asks for along its axis: its rows' length, up to about a screenful.
    static var naturalListLength: Int32 { 400 }
    /// Spare rows kept per content type; more are unmounted.
    static var spareLimit: Int { 16 }

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: V) {
        heldView = view
        configuration = view.lazyConfiguration(in: environment)
        let orientation = configuration.axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        let box = gtkui_lazy_box_new(orientation)!
        self.box = box
        if configuration.scrolls {
            let scrolled = gtk_scrolled_window_new(nil, nil)!
            outer = GObjectReference(adopting: scrolled)
            gtk_container_add(scrolled.cast(), box)
            // A list asks for its rows' natural size, up to a screenful, so a window whose content
            // is a list opens at a useful size rather than a scrollbar's.
            gtk_scrolled_window_set_propagate_natural_width(scrolled.cast(), 1)
            gtk_scrolled_window_set_propagate_natural_height(scrolled.cast(), 1)
            gtk_scrolled_window_set_max_content_height(scrolled.cast(), Self.naturalListLength)
            gtk_widget_set_hexpand(scrolled, 1)
            gtk_widget_set_vexpand(scrolled, 1)
            gtk_widget_show_all(scrolled)
        } else {
            outer = GObjectReference(adopting: box)
            gtk_widget_show(box)
        }
        storedPlan = LazyRowPlan(content: view.lazyContent, store: store)
        // Lines are counted once the width is known (a grid's lines depend on it).
        lengths = RowLengths(count: 0, estimate: configuration.estimatedRowLength)
        super.init(graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(V.self))
        WidgetCensus.track(outer.pointer)
        resetLengthsIfLinesChanged()
        let handle = handle
        store.onChange = {
            guard let node = handle.target as? LazyContainerNode else { return }
            node.needsNewPlan = true
            node.invalidate()
        }
        listener = LazyBoxListener.attach(to: box) { start, end, cross in
            (handle.target as? LazyContainerNode)?.visibleChanged(start: start, end: end, cross: cross)
        }
        behavior = view.makeRowsBehavior(for: self)
        applyConfiguration(of: view)
        updateRowEnvironment(for: view)
        updateExtent()
        graph.registerValueHolder(self)
        if let collector = environment.scrollTargetCollector {
            // A place a reader around can scroll to.
            scrollCollector = collector
            countPreferenceWriter(collector.keyIdentity, by: 1)
            preferenceMayHaveChanged(collector.keyIdentity)
        }
    }

    /// The rows shown now, by index.
    var mountedRows: [LazyRowNode] { rows.values.sorted { $0.index < $1.index } }

    /// The number of rows, mounted or not.
    var rowCount: Int { plan.count }

    override var childEnvironment: EnvironmentValues { rowEnvironment ?? environment }

    /// Derives the rows' environment again; it keeps its identity when nothing it writes changed.
    private func updateRowEnvironment(for view: V) {
        rowEnvironment = environment.derived(by: { view.writeRowEnvironment(&$0) }, previous: rowEnvironment)
    }

    override func appendWidgets(to widgets: inout [MountedChild]) {
        widgets.append(MountedChild(widget: outer.pointer, containerValues: ContainerValues()))
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        for row in rows.values { body(row) }
        for pool in spares.values { pool.forEach(body) }
    }

    override func update(with newView: any View, environment: EnvironmentValues) {
        guard let newView = newView as? V else { return }
        let environmentChanged = environment.identity != self.environment.identity
        self.environment = environment
        heldView = newView
        configuration = newView.lazyConfiguration(in: environment)
        describeRows()
        applyConfiguration(of: newView)
        let before = childEnvironment.identity
        updateRowEnvironment(for: newView)
        if environmentChanged || childEnvironment.identity != before {
            for row in rows.values { row.environmentDidChange(childEnvironment) }
        }
        fillVisibleRows()
    }

    /// Describes the rows of the current view again.
    private func describeRows() {
        guard let view = heldView else { return }
        storedPlan = LazyRowPlan(content: view.lazyContent, store: store)
        planReleased = false
        planGeneration += 1
        resetLengthsIfLinesChanged()
    }

    /// The cells in a line: one row per line, except in a grid.
    private var perLine: Int {
        configuration.lines?.cellsPerLine(crossLength: visible.cross) ?? 1
    }

    /// The number of lines the rows take.
    private var lineCount: Int {
        let perLine = perLine
        return (plan.count + perLine - 1) / perLine
    }

    private func line(of index: Int) -> Int { index / perLine }

    /// When the lines are others (rows added or removed, or a grid's line holds more cells),
    /// measurements by line no longer apply. The mean of what was measured stays the estimate, so
    /// the scrollbar does not jump.
    private func resetLengthsIfLinesChanged() {
        guard lineCount != lengths.count else { return }
        lengths = RowLengths(count: lineCount, estimate: lengths.estimate)
        for row in rows.values { row.measurement = nil }
    }

    override func rebuild() {
        isDirty = false
        // Let go of: the parent, dirty too and shallower, gives the next view first.
        guard let view = heldView else { return }
        if needsNewPlan {
            needsNewPlan = false
            update(with: view, environment: environment)
        }
        behavior?.rowsDidSettle()
    }

    override var canReleaseHeldValue: Bool { true }

    override func releaseHeldValue() {
        guard !planReleased else { return }
        heldView = nil
        storedPlan = LazyRowPlan(content: EmptyView(), store: store)
        planReleased = true
    }

    /// Called by GTK when another stretch of the box is visible or its width changed.
    private func visibleChanged(start: Int, end: Int, cross: Int) {
        let crossChanged = cross != visible.cross
        visible = (start, end, cross)
        if crossChanged {
            for row in rows.values { row.measurement = nil }
            resetLengthsIfLinesChanged()
        }
        fillVisibleRows()
    }

    /// Mounts, recycles and places the rows the visible stretch needs; measuring a row may show
    /// that more or fewer rows fit, so it repeats until the rows settle (a few rounds at most).
    func fillVisibleRows() {
        guard isMounted else { return }
        if planReleased {
            // Asking for the plan runs the pending pass, whose update fills the rows; inside a
            // pass, that update is still to come.
            _ = plan
            return
        }
        for _ in 0..<4 {
            let range = wantedRange()
            graph.performUpdates { assign(range) }
            if !measureRows() { break }
        }
        placeRows()
        updateExtent()
        behavior?.rowsDidSettle()
    }

    /// The indices of the rows that cover the visible stretch and its margins: whole lines.
    private func wantedRange() -> Range<Int> {
        guard plan.count > 0, visible.end > visible.start || visible.cross > 0 else { return 0..<0 }
        let first = lengths.index(at: max(0, visible.start - Self.overscan))
        let last = lengths.index(at: visible.end + Self.overscan)
        return first * perLine..<min(plan.count, (last + 1) * perLine)
    }

    /// Gives each index in `range` a row node: its own when its key is still mounted, else a spare
    /// of the same content type, else a new one.
    private func assign(_ range: Range<Int>) {
        var wanted: [(index: Int, key: RowKey)] = []
        wanted.reserveCapacity(range.count)
        var seen = Set<RowKey>()
        for index in range {
            var key = plan.key(at: index)
            if !seen.insert(key).inserted {
                let repeated = key.id
                key = RowKey(source: key.source, id: AnyHashable(RepeatedRowID(id: repeated, index: index)))
                seen.insert(key)
                if !reportedDuplicates {
                    reportedDuplicates = true
                    Diagnostics.warn(
                        "GtkUI: a lazy container found the id \(String(reflecting: repeated.base)) on more than one row; "
                            + "every row is shown, but repeated rows keep their state by position. Give each row a "
                            + "unique id.")
                }
            }
            wanted.append((index, key))
        }
        let wantedKeys = Set(wanted.map(\.key))
        for (key, row) in rows where !wantedKeys.contains(key) {
            rows.removeValue(forKey: key)
            release(row)
        }
        let environment = childEnvironment
        for (index, key) in wanted {
            if let row = rows[key] {
                row.index = index
                if row.planGeneration != planGeneration {
                    row.planGeneration = planGeneration
                    row.show(plan.view(at: index), as: key, environment: environment)
                }
                continue
            }
            let view = plan.view(at: index)
            let contentType = ObjectIdentifier(type(of: view))
            let row: LazyRowNode
            if let spare = spares[contentType]?.popLast() {
                row = spare
                row.index = index
                row.planGeneration = planGeneration
                row.show(view, as: key, environment: environment)
                vault.restore(row, as: key)
                row.reappear()
                gtk_widget_set_child_visible(row.rowWidget, 1)
            } else {
                row = LazyRowNode(
                    graph: graph, parent: self, environment: environment, key: key, index: index,
                    generation: planGeneration, orientation: orientation,
                    alignment: configuration.rowAlignment)
                row.show(view, as: key, environment: environment)
                if vault.holds(key) { vault.restore(row, as: key) }
                behavior?.prepare(row)
                gtk_container_add(box.cast(), row.rowWidget)
            }
            rows[key] = row
        }
        for row in rows.values where row.measurement == nil {
            row.syncChildWidgets()
            behavior?.rowChanged(row, role: plan.locate(row.index).segment.role)
        }
        releaseStateOfRowsGone()
    }

    /// The plan whose rows the vault was last checked against.
    private var vaultGeneration = -1

    /// Releases the kept state of rows whose key left the data, once per plan. Only keys with
    /// kept state are asked about: each is looked for near its last index first, where an edit
    /// that did not move it far leaves it, so a change costs the kept keys, not the data's
    /// length. A key not found there is looked up in the plan's table of keys, whose making
    /// visits every row once. A repeated id's state is kept by position, so it stays while the
    /// position does.
    private func releaseStateOfRowsGone() {
        guard vaultGeneration != planGeneration else { return }
        vaultGeneration = planGeneration
        guard vault.count > 0 else { return }
        let plan = plan
        // Probing costs a few ids per key; with more keys than that saves, the table is cheaper.
        let probes = vault.count * (2 * Self.nearbyRows + 1) < plan.count
        vault.release { key, lastIndex in
            if let repeated = key.id.base as? RepeatedRowID { return repeated.index < plan.count ? lastIndex : nil }
            if probes, let index = plan.index(ofKey: key, near: lastIndex, within: Self.nearbyRows) { return index }
            return plan.index(ofKey: key)
        }
    }

    /// How far from its last index a kept key is looked for before the table is made: rows
    /// inserted or removed above it in one change move it this far.
    private static var nearbyRows: Int { 2 }

    /// Sets a row that left the screen aside for reuse, keeping its state by key.
    private func release(_ row: LazyRowNode) {
        vault.save(row, as: row.key, at: row.index)
        guard let type = row.contentType, spares[type, default: []].count < Self.spareLimit else {
            behavior?.rowRemoved(row)
            row.unmount()
            return
        }
        row.disappear()
        gtk_widget_set_child_visible(row.rowWidget, 0)
        spares[type, default: []].append(row)
    }

    private var orientation: GtkOrientation {
        configuration.axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
    }

    /// Measures rows not measured since they last changed; a line is as long as its longest cell.
    /// Returns whether a line's length changed.
    private func measureRows() -> Bool {
        let places = configuration.lines?.places(crossLength: visible.cross)
        var lineLengths: [Int: Int] = [:]
        var remeasured = Set<Int>()
        for row in rows.values {
            let line = line(of: row.index)
            if row.measurement == nil {
                let cross = places.map { $0[row.index % $0.count].length } ?? visible.cross
                row.measurement = measure(row.rowWidget, across: cross)
                LazyRowNode.measurements += 1
                remeasured.insert(line)
            } else if row.measuredLine != line {
                // Measured before, now in another line: that line's length is recorded again.
                remeasured.insert(line)
            }
            row.measuredLine = line
            let length = row.measurement?.length ?? 0
            lineLengths[line] = max(lineLengths[line] ?? 0, length)
        }
        var changed = false
        for line in remeasured {
            let length = (lineLengths[line] ?? 0) + configuration.spacing
            if lengths.measured(line) != length {
                lengths.measure(line, length)
                changed = true
            }
        }
        return changed
    }

    private func measure(_ widget: WidgetPointer, across crossLength: Int) -> (
        length: Int, crossMinimum: Int, crossNatural: Int
    ) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        var crossMinimum: Int32 = 0
        var crossNatural: Int32 = 0
        let cross = Int32(max(crossLength, 1))
        if configuration.axis == .vertical {
            gtk_widget_get_preferred_width(widget, &crossMinimum, &crossNatural)
            gtk_widget_get_preferred_height_for_width(widget, max(cross, crossMinimum), &minimum, &natural)
        } else {
            gtk_widget_get_preferred_height(widget, &crossMinimum, &crossNatural)
            gtk_widget_get_preferred_width_for_height(widget, max(cross, crossMinimum), &minimum, &natural)
        }
        return (Int(natural), Int(crossMinimum), Int(crossNatural))
    }

    /// Tells the box where each row goes and which stretch the rows cover.
    private func placeRows() {
        var covered = (start: Int.max, end: 0)
        let places = configuration.lines?.places(crossLength: visible.cross)
        for row in rows.values {
            let line = line(of: row.index)
            let position = lengths.offset(line)
            let length = max(1, lengths.length(line) - configuration.spacing)
            let place = places.map { $0[row.index % $0.count] } ?? (position: 0, length: -1)
            gtkui_lazy_box_place(
                box, row.rowWidget, Int32(clamping: position), Int32(clamping: length),
                Int32(clamping: place.position), Int32(clamping: place.length))
            covered.start = min(covered.start, position)
            covered.end = max(covered.end, position + length)
        }
        let first = rows.values.map(\.index).min() ?? 0
        let last = rows.values.map(\.index).max() ?? -1
        let start = first == 0 || rows.isEmpty ? 0 : covered.start
        let end = line(of: max(last, 0)) == lineCount - 1 ? Int(Int32.max) : covered.end
        gtkui_lazy_box_set_covered(box, Int32(clamping: start), Int32(clamping: end))
    }

    /// Gives the box the length of all rows and its size across: the widest row shown, or in a
    /// grid a line of the widest cells.
    private func updateExtent() {
        let total = max(0, lengths.total - (lineCount > 0 ? configuration.spacing : 0))
        for row in rows.values {
            guard let measurement = row.measurement else { continue }
            crossMinimum = max(crossMinimum, measurement.crossMinimum)
            crossNatural = max(crossNatural, measurement.crossNatural)
        }
        let (minimum, natural) =
            configuration.lines?.crossExtent(cellMinimum: crossMinimum, cellNatural: crossNatural)
            ?? (crossMinimum, crossNatural)
        gtkui_lazy_box_set_extent(
            box, Int32(clamping: total), Int32(clamping: minimum), Int32(clamping: natural))
    }

    private var crossMinimum = 0
    private var crossNatural = 0

    private var warned = false

    private func applyConfiguration(of view: V) {
        if let behavior { view.configureRowsBehavior(behavior, in: environment) }
        if let warning = configuration.warning, !warned {
            warned = true
            Diagnostics.warn(warning)
        }
        // A list's scrolled window always fills; a grid takes the length offered across its axis,
        // a lazy stack the length of its widest row.
        guard !configuration.scrolls else { return }
        let expand: gboolean = configuration.lines != nil ? 1 : 0
        if configuration.axis == .vertical, gtk_widget_get_hexpand(outer.pointer) != expand {
            gtk_widget_set_hexpand(outer.pointer, expand)
        } else if configuration.axis == .horizontal, gtk_widget_get_vexpand(outer.pointer) != expand {
            gtk_widget_set_vexpand(outer.pointer, expand)
        }
    }

    /// Scrolls so that the row with `id` shows, placed by `anchor` (nil: the least scrolling).
    /// Rows never mounted are found by id through the plan; their place is estimated first and
    /// corrected once they are measured.
    @discardableResult
    func scroll(to id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let index = index(of: id) else { return false }
        return scroll(toIndex: index, anchor: anchor)
    }

    /// Scrolls to row `index`; see ``scroll(to:anchor:)``.
    @discardableResult
    func scroll(toIndex index: Int, anchor: UnitPoint?) -> Bool {
        guard index >= 0, index < plan.count else { return false }
        let fraction = anchor.map { configuration.axis == .vertical ? $0.y : $0.x } ?? -1
        let line = line(of: index)
        for _ in 0..<3 {
            let position = lengths.offset(line)
            let length = lengths.length(line) - configuration.spacing
            guard gtkui_lazy_box_scroll_to(box, Int32(clamping: position), Int32(clamping: length), fraction) != 0
            else { return false }
            // Scrolling mounted and measured the rows there, which may have moved the target.
            if lengths.offset(line) == position { break }
        }
        return true
    }

    /// The index of the row whose id (or tag) is `id`; found among mounted rows first (a tag is
    /// known only once its row's view was made), then through the plan's table of ids.
    func index(of id: AnyHashable) -> Int? {
        if let row = rows.values.first(where: { $0.tag == id || $0.key.id == id }) { return row.index }
        return plan.index(ofID: id)
    }

    /// The index of the row with `key` now, or nil when the data no longer has it: a mounted
    /// row knows its index, others are found through the plan's table.
    func index(ofKey key: RowKey) -> Int? {
        if let row = rows[key], row.index < plan.count, plan.key(at: row.index) == key { return row.index }
        return plan.index(ofKey: key)
    }

    /// The plan's key of row `index`.
    func key(at index: Int) -> RowKey { plan.key(at: index) }

    /// The segment of row `index` and the offset within it, for editing.
    func locate(_ index: Int) -> (segment: LazyRowPlan.Segment, offset: Int) { plan.locate(index) }

    override func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard let scrollCollector, let value = scrollCollector.value(as: key, for: .container(self), in: self)
        else { return childPreferenceValue(key) }
        return value
    }

    override func didUnmount() {
        if let scrollCollector {
            countPreferenceWriter(scrollCollector.keyIdentity, by: -1)
            preferenceMayHaveChanged(scrollCollector.keyIdentity)
        }
        graph.unregisterValueHolder(self)
        gtkui_lazy_box_set_visible_func(box, nil, nil, nil)
        listener = nil
        behavior = nil
        rows.removeAll()
        spares.removeAll()
    }
}

/// The id of a row whose key repeats an earlier row's, told apart by its index.
private struct RepeatedRowID: Hashable {
    let id: AnyHashable
    let index: Int
}

/// What the lazy box's callback holds: the node's handler, reached through its handle so that a
/// late call after unmounting finds nothing. The box releases it when it is destroyed.
private final class LazyBoxListener {
    let onVisible: @MainActor (Int, Int, Int) -> Void

    private init(onVisible: @escaping @MainActor (Int, Int, Int) -> Void) {
        self.onVisible = onVisible
    }

    /// Makes a listener for `box` that calls `onVisible` with the visible stretch and the width.
    @MainActor
    static func attach(to box: WidgetPointer, onVisible: @escaping @MainActor (Int, Int, Int) -> Void)
        -> Unmanaged<LazyBoxListener>
    {
        let listener = Unmanaged.passRetained(LazyBoxListener(onVisible: onVisible))
        gtkui_lazy_box_set_visible_func(
            box,
            { _, start, end, cross, data in
                guard let data else { return }
                let listener = Unmanaged<LazyBoxListener>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { listener.onVisible(Int(start), Int(end), Int(cross)) }
            }, listener.toOpaque(),
            { data in
                guard let data else { return }
                Unmanaged<LazyBoxListener>.fromOpaque(data).release()
            })
        return listener
    }
}

extension LazyContainerNode: ScrollTarget {
    /// About how many rows fit on screen, for paging by keyboard.
    var visibleRowCount: Int {
        max(1, (visible.end - visible.start) / max(1, lengths.estimate))
    }

    /// What row `index` is for.
    func role(of index: Int) -> LazyRowPlan.Role {
        plan.locate(index).segment.role
    }

    /// The id that stands for row `index`: its view's tag, else its id.
    func rowTagOrID(at index: Int) -> AnyHashable {
        let key = plan.key(at: index)
        if let row = rows[key] {
            if row.index == index { return row.tag ?? key.id }
            // A repeated id: its later rows are mounted under keys told apart by index.
            if let repeated = rows.values.first(where: { $0.index == index }) { return repeated.tag ?? repeated.key.id }
        }
        return key.id
    }

    /// The line at `position` pixels along the container, with where it starts and its length;
    /// nil when lines hold several rows or there are none.
    func row(atPosition position: Int) -> (index: Int, start: Int, length: Int)? {
        guard lineCount > 0, perLine == 1 else { return nil }
        let line = lengths.index(at: max(0, position))
        return (line, lengths.offset(line), lengths.length(line))
    }
}
