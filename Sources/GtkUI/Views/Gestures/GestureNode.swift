/// One gesture of a mounted gesture tree: primitive nodes turn a GTK gesture object's signals
/// into ``GestureUpdate``s, modifier and composition nodes transform their children's.
///
/// Nodes are made once per mount, from the gesture's type, and take each new gesture value in
/// ``update(from:)``, so a drag in progress survives the re-evaluations its own callbacks cause.
@MainActor
class GestureNode {
    /// Where a node stands in the current sequence.
    enum Phase {
        /// No sequence, or the last one is over.
        case idle
        /// A sequence began that may still be recognised.
        case possible
        /// Recognised: the value has changed at least once.
        case active
    }

    /// Where updates go: the parent node, or the box for the root.
    var parentReport: ((GestureUpdate) -> Void)?
    /// Where this node stands; set by ``report(_:)``.
    private(set) var phase = Phase.idle

    /// The nodes below this one.
    var children: [GestureNode] { [] }
    /// For a node with no children: whether its end must wait, because an
    /// ``ExclusiveGesture`` above prefers a gesture that may still recognise. The end is held,
    /// callbacks and all, until ``releaseHeldEnd()`` or ``cancel()``.
    private(set) var endGate: (@MainActor () -> Bool)?
    /// An end held by ``endGate``.
    private var heldEnd: GestureUpdate?

    /// Adds `gate` to the gates of the nodes with no children below this one.
    func addEndGate(_ gate: @escaping @MainActor () -> Bool) {
        guard children.isEmpty else {
            children.forEach { $0.addEndGate(gate) }
            return
        }
        if let existing = endGate { endGate = { existing() || gate() } } else { endGate = gate }
    }

    /// Reports the ends held below this node: the gesture that was preferred has failed.
    func releaseHeldEnd() {
        if let held = heldEnd {
            heldEnd = nil
            report(held)
        }
        children.forEach { $0.releaseHeldEnd() }
    }

    /// Reports `update` to the parent and follows it in ``phase``.
    func report(_ update: GestureUpdate) {
        if case .ended = update, let endGate, endGate() {
            heldEnd = update
            return
        }
        // A held end already finished this sequence; a later stop is not a failure.
        if case .failed = update, heldEnd != nil { return }
        switch update {
        case .began:
            guard phase == .idle else { return }
            phase = .possible
        case .changed:
            phase = .active
        case .ended, .failed:
            guard phase != .idle else { return }
            phase = .idle
        }
        parentReport?(update)
    }

    /// Takes the closures and parameters of a new value of the gesture this node was made from.
    func update(from gesture: Any) {}

    /// Abandons the current sequence without reporting, as when a competing gesture wins; the
    /// node recognises again from the next press.
    func cancel() {
        phase = .idle
        heldEnd = nil
    }

    /// Stops reporting for good: the view is gone.
    func detach() {
        parentReport = nil
        phase = .idle
    }
}
