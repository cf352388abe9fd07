/// One mounted row of a lazy container: the row widget that the container places, and the row's
/// view inside it.
///
/// The node is recycled: when its row scrolls away, the container gives it another row's view,
/// so its widgets are updated in place instead of made anew (see ``RowStateVault`` for the state).
final class LazyRowNode: ViewNode {
    /// The row shown now.
    private(set) var key: RowKey
    /// The row's index in the container's rows.
    var index: Int
    /// The plan generation the view was last taken from, so a kept row is updated once per change.
    var planGeneration: Int
    /// The widget the container places: an event box, for pointer events and the row's style.
    let rowWidget: WidgetPointer
    private let reference: GObjectReference<GtkWidget>
    /// The box inside the row that holds the view's widgets.
    private let stack: WidgetPointer
    private var content: ViewNode?
    private var placed: [MountedChild] = []
    /// The nodes whose appear work waits for the row to show again, since it left the screen.
    private var suspended: [ReusableLifecycle] = []

    /// Tells the views of the row that it left the screen.
    func disappear() {
        suspended.removeAll()
        forEachDescendant { node in
            guard let node = node as? any ReusableLifecycle else { return }
            node.rowDidDisappear()
            suspended.append(node)
        }
    }

    /// Tells the views that stayed in the row that it shows again; views made for the new row
    /// appear by themselves.
    func reappear() {
        for node in suspended where node.isMounted { node.rowDidAppear() }
        suspended.removeAll()
    }

    private func forEachDescendant(_ body: (ViewNode) -> Void) {
        func visit(_ node: ViewNode) {
            body(node)
            node.forEachChild(visit)
        }
        forEachChild(visit)
    }

    /// The row's last measured length along the container's axis, and its width across it.
    var measurement: (length: Int, crossMinimum: Int, crossNatural: Int)?
    /// The line whose length the measurement was last recorded for; a row that keeps its
    /// measurement but moves records it for its new line.
    var measuredLine = -1

    /// Rows measured through GTK so far, by every lazy container: what tests count to see that
    /// an update measures only the rows it changed.
    static var measurements = 0

    init(
        graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues, key: RowKey, index: Int,
        generation: Int, orientation: GtkOrientation, alignment: (horizontal: GtkAlign?, vertical: GtkAlign?)
    ) {
        self.key = key
        self.index = index
        planGeneration = generation
        let row = gtk_event_box_new()!
        reference = GObjectReference(adopting: row)
        rowWidget = row
        gtk_event_box_set_visible_window(row.cast(), 0)
        // Rows are as long as their content across the container; a stack keeps several views.
        let across = orientation == GTK_ORIENTATION_VERTICAL ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        stack = gtk_box_new(across, 0)
        gtk_container_add(row.cast(), stack)
        ChildAlignment.set(on: stack, horizontal: alignment.horizontal, vertical: alignment.vertical)
        gtk_widget_show(stack)
        gtk_widget_show(row)
        super.init(graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(LazyRowNode.self))
    }

    override var isWidgetContainer: Bool { true }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
    }

    /// Shows `view` as the row `key`: the kept content is updated in place when its type matches.
    /// The row keeps its measurement when that touched no widget (no representable applied a
    /// view, no widget came or went): on a change of one element, the other rows shown are
    /// compared and left as they are, not measured again.
    func show(_ view: any View, as key: RowKey, environment: EnvironmentValues) {
        self.key = key
        self.environment = environment
        let kept = content
        let work = (graph.widgetChanges, graph.structureChanges)
        content = reconcile(content, with: view)
        if content !== kept || work != (graph.widgetChanges, graph.structureChanges) {
            measurement = nil
        }
    }

    /// The tag the row's view gave itself, which stands for it in a selection.
    var tag: AnyHashable? {
        placed.lazy.compactMap(\.containerValues.tag).first
    }

    /// The values the row's view gave its container (its first widget's).
    var containerValues: ContainerValues {
        placed.first?.containerValues ?? ContainerValues()
    }

    /// The view type of the row's content, by which spare rows are matched.
    var contentType: ObjectIdentifier? { content?.viewType }

    /// Puts the content's widgets into the row, in order.
    override func syncChildWidgets() {
        var mounted: [MountedChild] = []
        content?.appendWidgets(to: &mounted)
        guard !mounted.elementsEqual(placed, by: { $0.widget == $1.widget }) else {
            // The same widgets; the values their views gave may have changed.
            placed = mounted
            return
        }
        for child in placed where !mounted.contains(where: { $0.widget == child.widget }) {
            ChildAlignment.childWillBeRemoved(child.widget, from: stack)
            gtk_container_remove(stack.cast(), child.widget)
        }
        for (position, child) in mounted.enumerated() {
            if gtk_widget_get_parent(child.widget) != stack {
                gtk_container_add(stack.cast(), child.widget)
                // The row's view fills the row across the container, as SwiftUI's rows do.
                gtk_box_set_child_packing(stack.cast(), child.widget, 1, 1, 0, GTK_PACK_START)
                ChildAlignment.childAdded(child.widget, to: stack)
            }
            ChildAlignment.align(child.widget, in: stack)
            gtk_box_reorder_child(stack.cast(), child.widget, Int32(position))
        }
        placed = mounted
        measurement = nil
    }

    override func didUnmount() {
        for child in placed where gtk_widget_get_parent(child.widget) == stack {
            gtk_container_remove(stack.cast(), child.widget)
        }
        placed.removeAll()
        if let box = gtk_widget_get_parent(rowWidget) {
            gtk_container_remove(box.cast(), rowWidget)
        }
    }
}
