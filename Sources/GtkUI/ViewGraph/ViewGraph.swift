import Foundation
import Observation

/// The persistent graph of mounted views behind one host: it creates nodes, tracks what each
/// evaluation read, and runs coalesced update passes from GLib's loop.
@MainActor
final class ViewGraph {
    /// The node whose body or update is being evaluated, so reads can register dependencies.
    private(set) static var evaluating: (node: ViewNode, generation: Int)?

    private var dirty: [ViewNode] = []
    private var pendingSyncs: [ObjectIdentifier: ViewNode] = [:]
    private var afterPassActions: [() -> Void] = []
    private var passDepth = 0
    private var scheduledPass: IdleSource?

    init() {
        MainQueueSource.installIfNeeded()
    }

    /// Creates the node that mounts `view`.
    func makeNode(for view: any View, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        if let builtin = view as? any BuiltinView {
            return builtin.makeNode(in: self, parent: parent, environment: environment)
        }
        // Checked before plain representables: `makeNode` is not a protocol requirement, so the
        // existential's static type picks the implementation.
        if let container = view as? any GtkContainerRepresentable {
            return container.makeNode(in: self, parent: parent, environment: environment)
        }
        if let representable = view as? any GtkWidgetRepresentable {
            return representable.makeNode(in: self, parent: parent, environment: environment)
        }
        if let window = view as? any GtkWindowRepresentable {
            return window.makeNode(in: self, parent: parent, environment: environment)
        }
        return makeCompositeNode(view, parent: parent, environment: environment)
    }

    private func makeCompositeNode<V: View>(_ view: V, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        CompositeNode(graph: self, parent: parent, environment: environment, view: view)
    }

    /// Runs `body` as an evaluation of `node`: state and observable reads inside it make the node
    /// depend on them.
    func track<Result>(_ node: ViewNode, generation: Int, _ body: () -> Result) -> Result {
        let previous = Self.evaluating
        Self.evaluating = (node, generation)
        defer { Self.evaluating = previous }
        let handle = node.handle
        return withObservationTracking(body) {
            // Observation reports the change from the mutating thread, before the value is set.
            if Thread.isMainThread {
                MainActor.assumeIsolated { handle.target?.dependencyChanged(generation: generation) }
            } else {
                Task { @MainActor in handle.target?.dependencyChanged(generation: generation) }
            }
        }
    }

    /// Queues `node` for the next update pass.
    func schedule(_ node: ViewNode) {
        dirty.append(node)
        guard passDepth == 0, scheduledPass == nil else { return }
        schedulePass()
    }

    private func schedulePass() {
        // Before GTK's layout and paint (G_PRIORITY_HIGH_IDLE + 10 and + 20), so the next frame
        // shows the update; all changes made until then share this one pass.
        scheduledPass = IdleSource(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
            self?.scheduledPass = nil
            self?.performUpdates {}
        }
    }

    /// Remembers that `container` must bring its GTK children in line at the end of the pass.
    func needsChildSync(_ container: ViewNode) {
        pendingSyncs[ObjectIdentifier(container)] = container
    }

    /// Runs `action` once the current pass has finished, for appear and change callbacks.
    func afterPass(_ action: @escaping () -> Void) {
        afterPassActions.append(action)
    }

    /// Runs `body`, then everything a pass must finish: dirty nodes, widget order, callbacks.
    @discardableResult
    func performUpdates<Result>(_ body: () -> Result) -> Result {
        passDepth += 1
        let result = body()
        while !dirty.isEmpty {
            var batch = dirty.sorted { $0.depth < $1.depth }
            dirty.removeAll()
            var next = 0
            while next < batch.count {
                let node = batch[next]
                next += 1
                guard node.isMounted && node.isDirty else { continue }
                node.rebuild()
                // A rebuild that dirtied more nodes (state written during an update) may have
                // dirtied a parent of the rest: it goes first, so it can remove them.
                if !dirty.isEmpty {
                    batch = (batch[next...] + dirty).sorted { $0.depth < $1.depth }
                    dirty.removeAll()
                    next = 0
                }
            }
        }
        let syncs = pendingSyncs.values.sorted { $0.depth < $1.depth }
        pendingSyncs.removeAll()
        for container in syncs where container.isMounted {
            container.syncChildWidgets()
        }
        passDepth -= 1
        guard passDepth == 0 else { return result }
        Diagnostics.updatePasses.increment()
        let actions = afterPassActions
        afterPassActions.removeAll()
        actions.forEach { $0() }
        if !dirty.isEmpty, scheduledPass == nil {
            schedulePass()
        }
        return result
    }

    /// Runs any pending update now instead of waiting for the main loop.
    func flush() {
        guard !dirty.isEmpty || !pendingSyncs.isEmpty else { return }
        scheduledPass = nil
        performUpdates {}
    }
}
