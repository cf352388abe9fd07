import Foundation
import Observation

/// The persistent graph of mounted views behind one host: it creates nodes, tracks what each
/// evaluation read, and runs coalesced update passes from GLib's loop.
@MainActor
final class ViewGraph {
    /// The node whose body or update is being evaluated, so reads can register dependencies.
    private(set) static var evaluating: (node: ViewNode, generation: Int)?

    /// The transaction of the update being made now: the one of the changes that caused the
    /// pass, as the transaction-writing views above the node being updated rewrote it. An empty
    /// transaction outside passes. Representables read it as `context.transaction`.
    static var updateTransaction = Transaction()
    /// The transaction of the changes waiting for the next pass (see ``Transaction``).
    private var passTransaction: Transaction?
    /// Completion handlers of the transactions in the next pass, sealed once it ends.
    private var passCompletions: [AnimationCompletionGroup] = []

    private var dirty: [ViewNode] = []
    private var pendingSyncs: [ObjectIdentifier: ViewNode] = [:]
    private var afterPassActions: [() -> Void] = []
    private var passDepth = 0
    private var scheduledPass: OneShotSource?

    /// How many times one node may be rebuilt in one frame. Beyond it the node waits for the next
    /// frame, so a view whose update changes what it reads warns instead of hanging the app.
    static let maxRebuildsPerFrame = 16
    /// Rebuilds per node in this frame. A frame is the run of passes that ends when nothing is
    /// left dirty; passes that an after-pass action (`onChange`) starts belong to the frame that
    /// ran the action. Kept here rather than in every node: only a few nodes rebuild per frame.
    private var rebuildsInFrame: [ObjectIdentifier: Int] = [:]
    /// Nodes over the per-frame cap, still dirty, for the next frame.
    private var deferred: [ViewNode] = []
    private var deferredPass: OneShotSource?
    private var warnedLoopTypes: Set<ObjectIdentifier> = []

    /// The deepest nesting of GTK containers the graph mounts; deeper content is not mounted,
    /// with one warning.
    ///
    /// The engine's own walks have no limit of their own: they move to a fresh stack segment when
    /// the thread's stack runs low (``DeepStack``). GTK 3 lays out, draws and destroys nested
    /// widgets recursively on the main thread's stack, so it sets the limit. Measured on x86_64
    /// Linux with GTK 3.24 and an 8 MB stack (`Benchmarks --nesting`): plain GTK shows and
    /// destroys NESTING_GTK nested boxes and crashes at NESTING_CRASH; this leaves room below that.
    static let maxWidgetDepth = 5_000
    private var warnedAboutDepth = false

    /// Nodes that keep a collection from their parent's last evaluation (a `ForEach`, a lazy
    /// container), by node: what ``releaseValues(below:)`` looks at. Few per graph.
    var valueHolders: [ObjectIdentifier: NodeHandle] = [:]

    init() {
        MainQueueSource.installIfNeeded()
    }

    /// Creates the node that mounts `view`.
    func makeNode(for view: any View, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        if let parent, parent.widgetDepth + (parent.isWidgetContainer ? 1 : 0) > Self.maxWidgetDepth {
            return makeTooDeepNode(for: view, parent: parent, environment: environment)
        }
        return DeepStack.run { Mounting.makeNode(for: view, in: self, parent: parent, environment: environment) }
    }

    /// Past ``maxWidgetDepth`` a view is replaced by an empty one: a defined result instead of a
    /// stack overflow in GTK.
    private func makeTooDeepNode(for view: any View, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        if !warnedAboutDepth {
            warnedAboutDepth = true
            Diagnostics.warn(
                "GtkUI: views are nested in more than \(Self.maxWidgetDepth) containers, more than GTK can draw; "
                    + "\(type(of: view)) and what it contains are not shown")
        }
        return EmptyView().makeNode(in: self, parent: parent, environment: environment)
    }

    /// Runs `body` as an evaluation of `node`: state and observable reads inside it make the node
    /// depend on them. `token`, when given, joins the Observation tracking, so the node can end it.
    /// Returns whether the evaluation read an `@Observable` model.
    func track<Result>(
        _ node: ViewNode, generation: Int, token: ObservationToken?, _ body: () -> Result
    ) -> (result: Result, readObservable: Bool) {
        let previous = Self.evaluating
        Self.evaluating = (node, generation)
        defer { Self.evaluating = previous }
        let handle = node.handle
        var installed = false
        let result = withObservationTracking(
            {
                let result = body()
                token?.read()
                return result
            },
            // Evaluated only when something observable was read, to install the registration.
            onChange: {
                installed = true
                return { @Sendable in
                    // Observation reports the change from the mutating thread, before the value is set.
                    if Thread.isMainThread {
                        MainActor.assumeIsolated { handle.target?.dependencyChanged(generation: generation) }
                    } else {
                        Task { @MainActor in handle.target?.dependencyChanged(generation: generation) }
                    }
                }
            }())
        return (result, installed)
    }

    /// View types whose evaluations read `@Observable` models: their nodes carry an
    /// ``ObservationToken`` from their first evaluation on, so unmounting them ends their
    /// Observation registrations. Learnt per type so that other nodes pay nothing.
    private(set) static var observableReaderTypes: Set<ObjectIdentifier> = []

    static func noteObservableReader(_ viewType: ObjectIdentifier) {
        observableReaderTypes.insert(viewType)
    }

    /// Remembers the transaction of a change that dirtied a node: the pass takes the last one made
    /// with an animation or with animations disabled, or any one when there is none yet.
    func noteTransaction(_ transaction: Transaction) {
        if let group = transaction.completion, !group.isClaimed {
            group.isClaimed = true
            passCompletions.append(group)
        }
        if passTransaction == nil || transaction.animation != nil || transaction.disablesAnimations {
            passTransaction = transaction
        }
    }

    /// The transaction `node` is updated with: the pass's, rewritten by the transaction-writing
    /// views above it, outermost first.
    private func transaction(for node: ViewNode) -> Transaction {
        var transaction = passTransaction ?? Transaction()
        var writers: [TransactionRewriting] = []
        var current = node.parent
        while let ancestor = current {
            if let writer = ancestor as? TransactionRewriting { writers.append(writer) }
            current = ancestor.parent
        }
        for writer in writers.reversed() { writer.rewriteForDescendant(&transaction) }
        return transaction
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
        scheduledPass = OneShotSource(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
            self?.scheduledPass = nil
            self?.performUpdates {}
        }
    }

    /// How many times a subtree told its container that its widgets changed. A node that keeps
    /// the widgets of its subtree (a long `ForEach`) knows they are still right while this has
    /// not moved since it collected them.
    private(set) var structureChanges = 0

    /// How many times a representable applied a view to its widget. With ``structureChanges``, it
    /// tells a lazy row whether updating it touched a widget, so that it keeps its measurement
    /// when not.
    private(set) var widgetChanges = 0

    /// Counts one update of a widget by its representable.
    func widgetDidChange() {
        widgetChanges &+= 1
    }

    /// Remembers that `container` must bring its GTK children in line at the end of the pass.
    func needsChildSync(_ container: ViewNode) {
        structureChanges &+= 1
        pendingSyncs[ObjectIdentifier(container)] = container
    }

    /// Runs `action` once the current pass has finished, for appear and change callbacks.
    func afterPass(_ action: @escaping () -> Void) {
        afterPassActions.append(action)
    }

    /// Whether an update pass is running.
    var isInPass: Bool { passDepth > 0 }

    /// Runs `body`, then everything a pass must finish: dirty nodes, widget order, callbacks.
    @discardableResult
    func performUpdates<Result>(_ body: () -> Result) -> Result {
        passDepth += 1
        if passDepth == 1 { Self.updateTransaction = passTransaction ?? Transaction() }
        let result = body()
        // Syncing a container's children may tell preference readers of new widgets (toolbar
        // items): those are read in this same pass.
        repeat {
            while !dirty.isEmpty {
                var batch = dirty.sorted { $0.depth < $1.depth }
                dirty.removeAll()
                var next = 0
                while next < batch.count {
                    let node = batch[next]
                    next += 1
                    guard node.isMounted && node.isDirty, admitRebuild(node) else { continue }
                    Self.updateTransaction = transaction(for: node)
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
        } while !dirty.isEmpty
        passDepth -= 1
        guard passDepth == 0 else { return result }
        Diagnostics.updatePasses.increment()
        Self.updateTransaction = Transaction()
        passTransaction = nil
        let completions = passCompletions
        passCompletions.removeAll()
        let actions = afterPassActions
        afterPassActions.removeAll()
        actions.forEach { $0() }
        // After the pass, every animation of these transactions has begun.
        completions.forEach { $0.seal() }
        if dirty.isEmpty {
            endFrame()
        } else if scheduledPass == nil {
            schedulePass()
        }
        if !deferred.isEmpty, deferredPass == nil {
            scheduleDeferredPass()
        }
        return result
    }

    /// Counts a rebuild of `node` in this frame; past ``maxRebuildsPerFrame`` it defers the node
    /// to the next frame instead and warns once for its view type.
    private func admitRebuild(_ node: ViewNode) -> Bool {
        // A node made within the frame at a released node's address inherits its count: harmless,
        // as ordinary updates stay far below the cap.
        let rebuilds = rebuildsInFrame[ObjectIdentifier(node), default: 0] + 1
        rebuildsInFrame[ObjectIdentifier(node)] = rebuilds
        guard rebuilds > Self.maxRebuildsPerFrame else { return true }
        deferred.append(node)
        if warnedLoopTypes.insert(node.viewType).inserted {
            // SwiftUI's wording, so the cause is recognisable.
            let cause =
                node.readsPreferences
                ? "the preference it reads never settles: its reduce gives a new value each time, or its action "
                    + "changes state that sets the preference"
                : node.invalidatedDuringEvaluation
                    ? "Modifying state during view update: its body changes state that it reads"
                    : "onChange(of:) action tried to update multiple times per frame: an action (onChange, "
                        + "onPreferenceChange) changes a value that this view reads"
            Diagnostics.warn(
                "GtkUI: \(node.viewTypeName) was updated more than \(Self.maxRebuildsPerFrame) times in one frame "
                    + "(\(cause)); its further updates wait for the next frame")
        }
        return false
    }

    private func endFrame() {
        guard !rebuildsInFrame.isEmpty else { return }
        rebuildsInFrame.removeAll(keepingCapacity: true)
    }

    /// Brings the deferred nodes back one frame later, after GTK and every other source had a turn.
    private func scheduleDeferredPass() {
        deferredPass = OneShotSource(priority: G_PRIORITY_DEFAULT_IDLE, delay: OneShotSource.frameInterval) {
            [weak self] in
            guard let self else { return }
            deferredPass = nil
            endFrame()
            dirty.append(contentsOf: deferred)
            deferred.removeAll()
            performUpdates {}
        }
    }

    /// Runs any pending update now instead of waiting for the main loop.
    func flush() {
        guard !dirty.isEmpty || !pendingSyncs.isEmpty else { return }
        scheduledPass = nil
        performUpdates {}
    }
}
