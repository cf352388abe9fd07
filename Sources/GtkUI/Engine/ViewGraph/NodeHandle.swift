/// A reference to a node for things that may outlive it: state storage, observation callbacks.
///
/// It never keeps the node alive, and it is not a `weak` reference: a weak reference gives the
/// node a side table, which makes every later retain of that node slower, and update passes
/// retain nodes a lot. Nor is it `unowned`: an unowned reference keeps the node's memory
/// allocated for as long as the handle lives, and an Observation registration may keep a handle
/// until its property changes, which may be never. The node ends the handle when it is unmounted
/// and again when it is released, so `target` never reaches a released node.
@MainActor
final class NodeHandle {
    private unowned(unsafe) let node: ViewNode
    // Cleared from the node's deinit, which is not isolated; the node is the last to touch it.
    nonisolated(unsafe) private var isValid = true

    init(_ node: ViewNode) {
        self.node = node
    }

    /// The node, while it is mounted.
    var target: ViewNode? { isValid ? node : nil }

    /// Ends the handle; called by the node when it is unmounted or released.
    nonisolated func invalidate() {
        isValid = false
    }
}
