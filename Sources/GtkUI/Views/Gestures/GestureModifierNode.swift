/// The node of a gesture modifier (`onChanged`, `onEnded`, `map`, `updating`): passes its
/// child's updates up through ``transform``, which runs the modifier's latest closure.
@MainActor
final class GestureModifierNode: GestureNode {
    /// The node of the modified gesture.
    private(set) var child: GestureNode
    /// What the modifier does with an update; nil drops it.
    var transform: @MainActor (GestureModifierNode, GestureUpdate) -> GestureUpdate? = { $1 }
    /// Runs when the node abandons a sequence it was recognising (a competitor won), so that
    /// gesture state resets as on a cancel.
    var onStop: (@MainActor () -> Void)?
    /// Whether a value of the wrong type was warned about (see ``gestureValue(_:as:warned:)``).
    var warnedValue = false

    init(child: GestureNode) {
        self.child = child
        super.init()
        adopt(child)
    }

    /// Updates the child from `gesture`, replacing it when it can no longer take it.
    func updateChild<G: Gesture>(_ gesture: G, in attachment: GestureAttachment) {
        primitive(gesture).update(child, in: attachment)
    }

    private func adopt(_ node: GestureNode) {
        node.parentReport = { [unowned self] update in
            if let passed = transform(self, update) { report(passed) }
        }
    }

    override var children: [GestureNode] { [child] }

    override func cancel() {
        let wasRecognising = phase != .idle
        super.cancel()
        child.cancel()
        if wasRecognising { onStop?() }
    }

    override func detach() {
        super.detach()
        child.detach()
    }
}

/// Mounts `gesture` under a ``GestureModifierNode``.
@MainActor
func makeModifierNode<G: Gesture>(around gesture: G, in attachment: GestureAttachment) -> GestureModifierNode {
    GestureModifierNode(child: primitive(gesture).makeNode(in: attachment))
}
