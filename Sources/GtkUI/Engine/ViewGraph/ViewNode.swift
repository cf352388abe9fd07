/// The widget pointer type the engine passes between nodes and containers.
public typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// One mounted view in the persistent view graph.
///
/// A node lives as long as its view keeps its identity (type and position, plus explicit ids).
/// Subclasses mount composite views, representables, and the structural views (tuples,
/// conditions, `ForEach`) that produce no widget of their own.
@MainActor
class ViewNode {
    /// The graph this node belongs to; the graph outlives its nodes.
    unowned let graph: ViewGraph
    /// The enclosing node; nil for the root. A parent owns its children, so it outlives them.
    unowned let parent: ViewNode?
    /// The environment this node received from its parent.
    var environment: EnvironmentValues
    /// The type of view this node mounts; a view of another type at this position replaces it.
    /// Stored: reading a generic type's metadata on every comparison is costly.
    let viewType: ObjectIdentifier
    /// Distance from the root, so dirty nodes are rebuilt parents first.
    let depth: Int
    /// How many GTK containers of the graph this node's widgets are nested in.
    let widgetDepth: Int
    /// Whether the node is still part of the graph.
    private(set) var isMounted = true
    /// Whether a state change asked for this node to be rebuilt in the next pass.
    var isDirty = false
    /// Bumped on every tracked evaluation, so dependencies recorded by older ones are ignored.
    private(set) var generation = 0
    /// The last keyed-list pass that kept this node, so a list finds its removed rows without
    /// a set of keys.
    var keptInPass = 0
    /// This node's position in its keyed list, where it has one.
    var indexInKeyedList = 0
    /// Made on first use: most nodes are never referred to from outside their parent.
    private var handleStorage: NodeHandle?
    /// The dependency lists that the latest evaluation registered this node in, so a new
    /// evaluation or unmounting takes it out of them instead of leaving it there until the value
    /// changes, which may be never.
    private var dependencyLists: [DependencyList] = []
    /// Joins this node's Observation trackings so that it can end them (see ``ObservationToken``);
    /// only nodes of view types known to read `@Observable` models have one.
    private var observationToken: ObservationToken?
    /// Whether the last invalidation came from a body or update being evaluated, that is from
    /// state written during a view update; it picks the update-loop warning's wording.
    private(set) var invalidatedDuringEvaluation = false
    /// How many preference writers of each key this subtree holds, this node included, so that
    /// collecting a preference skips the subtrees without one (see `ViewNode+Preferences`).
    /// Empty, and unallocated, for most nodes.
    var preferenceWriters: [ObjectIdentifier: Int] = [:]
    /// Whether this node reads a preference of its subtree: only such ancestors hear of a change.
    var readsPreferences = false

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, viewType: ObjectIdentifier) {
        self.viewType = viewType
        self.graph = graph
        self.parent = parent
        self.environment = environment
        depth = (parent?.depth ?? -1) + 1
        widgetDepth = parent.map { $0.widgetDepth + ($0.isWidgetContainer ? 1 : 0) } ?? 0
    }

    deinit {
        // A node released without being unmounted must not be reachable through its handle.
        handleStorage?.invalidate()
    }

    /// The name of the view type this node mounts, for warnings.
    var viewTypeName: String { String(describing: type(of: self)) }

    /// The environment handed to children; nodes that write the environment override it.
    var childEnvironment: EnvironmentValues { environment }

    /// Whether this node owns a GTK container that holds its children's widgets.
    var isWidgetContainer: Bool { false }

    /// Updates the node in place with a new view value of the same type.
    func update(with view: any View, environment: EnvironmentValues) {}

    /// The same, for a statically typed value: nodes that know their view type override it to
    /// skip boxing the value, which matters for long lists.
    func update<T: View>(typed view: T, environment: EnvironmentValues) {
        update(with: view, environment: environment)
    }

    /// Rebuilds the node after it was invalidated by a state, observation or binding change.
    func rebuild() { isDirty = false }

    /// Tells the node that its environment changed while its own inputs did not.
    func environmentDidChange(_ environment: EnvironmentValues) {
        self.environment = environment
        DeepStack.run { forEachChild { $0.environmentDidChange(childEnvironment) } }
    }

    /// Appends the widgets this subtree contributes to the enclosing GTK container, in order.
    func appendWidgets(to widgets: inout [MountedChild]) {
        forEachChild { $0.appendWidgets(to: &widgets) }
    }

    /// Calls `body` for each direct child node, in order.
    func forEachChild(_ body: (ViewNode) -> Void) {}

    /// A reference for storage and callbacks that may outlive this node.
    var handle: NodeHandle {
        if let handleStorage { return handleStorage }
        let handle = NodeHandle(self)
        handleStorage = handle
        return handle
    }

    /// Runs `body` as a tracked evaluation of this node: what it reads becomes a dependency.
    func tracked<Result>(_ body: () -> Result) -> Result {
        // What the previous evaluation read no longer matters; this one registers afresh. The
        // generation moves first, so ending the old tracking does not invalidate this node.
        removeFromDependencyLists()
        generation += 1
        observationToken?.cancel()
        if observationToken == nil, ViewGraph.observableReaderTypes.contains(viewType) {
            observationToken = ObservationToken()
        }
        let (result, readObservable) = graph.track(self, generation: generation, token: observationToken, body)
        if readObservable, observationToken == nil {
            ViewGraph.noteObservableReader(viewType)
            observationToken = ObservationToken()
        }
        return result
    }

    /// Called by a dependency list that registered this node as a reader.
    func didRegister(in list: DependencyList) {
        dependencyLists.append(list)
    }

    private func removeFromDependencyLists() {
        guard !dependencyLists.isEmpty else { return }
        let handle = self.handle
        for list in dependencyLists { list.remove(handle) }
        dependencyLists.removeAll()
    }

    /// Called when something read by evaluation `generation` changed.
    func dependencyChanged(generation: Int) {
        guard generation == self.generation else { return }
        invalidate()
        // Observation reports a change before the value is set: a collection the subtree still
        // holds from this node's last evaluation would make the write copy it.
        if isMounted, !graph.valueHolders.isEmpty { graph.releaseValues(below: self) }
    }

    /// Whether this node can let go of the view value its parent last gave it until the parent
    /// gives a new one (see ``ViewGraph/releaseValues(below:)``). Nodes that keep no value
    /// (tuples) answer true and release nothing.
    var canReleaseHeldValue: Bool { false }

    /// Lets go of the view value the parent last gave, because the parent is about to evaluate
    /// again; the node then takes the next value as changed.
    func releaseHeldValue() {}

    /// Marks the node for a rebuild in the graph's next update pass.
    func invalidate() {
        guard isMounted else { return }
        // The change's transaction (withAnimation's) travels with the pass it causes.
        if let transaction = TransactionScope.current { graph.noteTransaction(transaction) }
        guard !isDirty else { return }
        isDirty = true
        invalidatedDuringEvaluation = ViewGraph.evaluating != nil
        graph.schedule(self)
    }

    /// Removes this subtree: children first, then the node itself (disappear actions, dismantling).
    func unmount() {
        guard isMounted else { return }
        DeepStack.run { forEachChild { $0.unmount() } }
        isMounted = false
        removeFromDependencyLists()
        handleStorage?.invalidate()
        observationToken?.cancel()
        didUnmount()
    }

    /// Subclasses release what they own here.
    func didUnmount() {}

    /// Reconciles one child position: updates `child` in place when `view` has the same type,
    /// otherwise unmounts it and mounts `view` anew.
    func reconcile(_ child: ViewNode?, with view: any View) -> ViewNode {
        // Opens the existential, so both forms share one implementation.
        reconcile(child, typed: view)
    }

    /// ``reconcile(_:with:)`` for a statically typed view, which typed nodes update without
    /// boxing the value. Lists pass `environment` (their
    /// ``childEnvironment``) once for all rows instead of computing it per row.
    func reconcile<T: View>(_ child: ViewNode?, typed view: T, environment: EnvironmentValues? = nil) -> ViewNode {
        DeepStack.run { reconcileHere(child, typed: view, environment: environment) }
    }

    private func reconcileHere<T: View>(_ child: ViewNode?, typed view: T, environment: EnvironmentValues?)
        -> ViewNode
    {
        let environment = environment ?? childEnvironment
        if let child, child.viewType == ObjectIdentifier(T.self) {
            child.update(typed: view, environment: environment)
            return child
        }
        child?.unmount()
        let node = graph.makeNode(for: view, parent: self, environment: environment)
        structureDidChange()
        return node
    }

    /// Tells the nearest enclosing widget container that the widgets below it changed.
    func structureDidChange() {
        var node: ViewNode? = self
        while let current = node {
            if current.isWidgetContainer {
                graph.needsChildSync(current)
                return
            }
            node = current.parent
        }
    }

    /// Brings the GTK container's children in line with this subtree (containers only).
    func syncChildWidgets() {}

    /// This subtree's value for `key`, combined in tree order; nil when it writes none. Writers
    /// of `key` override it; every other node combines its children's.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        childPreferenceValue(key)
    }

    /// Called on a node that ``readsPreferences`` when a writer of `key` below it changed.
    func preferenceDidChange(_ key: ObjectIdentifier) {}
}
