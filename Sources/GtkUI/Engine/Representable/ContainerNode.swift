/// Mounts a container representable (a ``PlatformContainer``): a representable node with a
/// content subtree whose widgets it keeps in order, and placed, inside its GTK container.
final class ContainerNode<P: PlatformContainer>: RepresentableNode<P> {
    private var content: ViewNode?
    /// The children as last placed, in order, with their container values. Each holds a
    /// reference taken here, so a child stays alive until the container let it go, even when its
    /// node unmounted first or the container declined it (a full `GtkBin`).
    private var children: [MountedChild] = []
    /// The environment the content receives: the container's own plus what
    /// `updateContentEnvironment` wrote.
    private var contentEnvironment: EnvironmentValues?

    override init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: P.Represented) {
        super.init(graph: graph, parent: parent, environment: environment, view: view)
        content = graph.makeNode(for: P.content(of: view), parent: self, environment: childEnvironment)
        syncChildWidgets()
    }

    override var isWidgetContainer: Bool { true }

    /// Whether the children must be brought in line once a released view is back.
    private var syncsWhenViewReturns = false

    // Its value is read only in updates and child syncs, which wait for the next value while it
    // is released; a window or a self-measuring widget reads it at any time.
    override var canReleaseHeldValue: Bool { !P.isWindow && !measuresItself }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        // Released: the parent is about to give a new value, which brings the environment along.
        guard !isViewReleased else {
            self.environment = environment
            return
        }
        super.environmentDidChange(environment)
    }

    override var childEnvironment: EnvironmentValues { contentEnvironment ?? environment }

    override func applyUpdate() {
        super.applyUpdate()
        contentEnvironment = environment.derived(
            by: { P.updateContentEnvironment(view, &$0) }, previous: contentEnvironment)
    }

    override func rebuild() {
        // Released: the parent, dirty too and shallower, gives the next value first.
        guard isDirty, !isViewReleased else { return }
        let before = childEnvironment.identity
        super.rebuild()
        // A rebuild of the container alone (state its update read) reaches the content only here.
        if childEnvironment.identity != before { content?.environmentDidChange(childEnvironment) }
    }

    override func viewDidChange() {
        content = reconcile(content, with: P.content(of: view))
        if syncsWhenViewReturns {
            syncsWhenViewReturns = false
            syncChildWidgets()
        }
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
    }

    override func syncChildWidgets() {
        guard !isViewReleased else {
            syncsWhenViewReturns = true
            return
        }
        var mounted: [MountedChild] = []
        mounted.reserveCapacity(children.count + 1)
        content?.appendWidgets(to: &mounted)
        // Removed views whose removal transition runs stay where they were until it ends.
        if DepartingWidgets.count > 0, !children.isEmpty {
            mounted = DepartingWidgets.keep(children, in: mounted, by: self)
        }
        let context = context
        if children.isEmpty {
            let start = g_get_monotonic_time()
            for (index, child) in mounted.enumerated() {
                g_object_ref(child.widget.gObject)
                let placement = ChildPlacement(index: index, isAtEnd: true, containerValues: child.containerValues)
                P.addChild(view, child.widget, at: placement, to: widget, context: context)
            }
            Self.countPlacementTime(since: start)
            children = mounted
            return
        }
        let hasValues = Self.anyHasValues(mounted) || Self.anyHasValues(children)
        var placed: Set<WidgetPointer> = []
        // Compared in place: most syncs change no widget, and lists can be long.
        if !Self.sameWidgets(mounted, children) {
            let widgets = mounted.map(\.widget)
            let previous = children.map(\.widget)
            let valuesByWidget =
                hasValues ? Dictionary(mounted.map { ($0.widget, $0.containerValues) }) { first, _ in first } : [:]
            var count = previous.count
            for operation in ChildListDiff(from: previous, to: widgets).operations {
                let start = g_get_monotonic_time()
                defer { Self.countPlacementTime(since: start) }
                switch operation {
                case .remove(let child):
                    P.removeChild(view, child, from: widget, context: context)
                    g_object_unref(child.gObject)
                    count -= 1
                case .insert(let child, let index):
                    g_object_ref(child.gObject)
                    let placement = ChildPlacement(
                        index: index, isAtEnd: index == count,
                        containerValues: valuesByWidget[child] ?? ContainerValues())
                    P.addChild(view, child, at: placement, to: widget, context: context)
                    placed.insert(child)
                    count += 1
                case .move(let child, let index):
                    let placement = ChildPlacement(
                        index: index, isAtEnd: index == count - 1,
                        containerValues: valuesByWidget[child] ?? ContainerValues())
                    P.moveChild(view, child, to: placement, in: widget, context: context)
                    placed.insert(child)
                }
            }
        }
        if hasValues { updateChangedValues(mounted, placed: placed, context: context) }
        children = mounted
    }

    // Plain loops, not closures: a closure made here is isolated to the main actor and checks
    // the executor on every call, which for a 10k-row list costs more than the comparison.
    private nonisolated static func anyHasValues(_ children: [MountedChild]) -> Bool {
        for child in children where !child.containerValues.isEmpty { return true }
        return false
    }

    private nonisolated static func sameWidgets(_ lhs: [MountedChild], _ rhs: [MountedChild]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in lhs.indices where lhs[index].widget != rhs[index].widget { return false }
        return true
    }

    /// Adds the microseconds since `start` to ``Diagnostics/containerPlacementMicroseconds``.
    private static func countPlacementTime(since start: gint64) {
        Diagnostics.containerPlacementMicroseconds.subtract(Int(start - g_get_monotonic_time()))
    }

    /// Re-places kept children whose container values changed; only writers' changes bring any.
    private func updateChangedValues(_ mounted: [MountedChild], placed: Set<WidgetPointer>, context: P.Context) {
        var previousValues: [WidgetPointer: ContainerValues] = [:]
        for child in children { previousValues[child.widget] = child.containerValues }
        for (index, child) in mounted.enumerated() where !placed.contains(child.widget) {
            guard let old = previousValues[child.widget], !old.isSame(as: child.containerValues) else { continue }
            let placement = ChildPlacement(
                index: index, isAtEnd: index == mounted.count - 1, containerValues: child.containerValues)
            P.updateChild(view, child.widget, placement: placement, in: widget, context: context)
        }
    }

    override func widgetWillBeReplaced() {
        removeAllChildWidgets()
    }

    override func widgetWasReplaced() {
        syncChildWidgets()
    }

    /// Empties the container when it outlives this node (a host's root box stays with its owner).
    func removeAllChildWidgets() {
        let context = context
        for child in children {
            P.removeChild(view, child.widget, from: widget, context: context)
            g_object_unref(child.widget.gObject)
        }
        children.removeAll()
    }

    override func didUnmount() {
        super.didUnmount()
        for child in children { g_object_unref(child.widget.gObject) }
        children.removeAll()
    }
}
