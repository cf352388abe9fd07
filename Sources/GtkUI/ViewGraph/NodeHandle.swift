/// A reference to a node for things that may outlive it: state storage, observation callbacks.
///
/// It never keeps the node alive, and it is not a `weak` reference: a weak reference gives the
/// node a side table, which makes every later retain of that node slower, and update passes
/// retain nodes a lot. The node ends the handle when it is unmounted, which always happens
/// before a node is released.
@MainActor
final class NodeHandle {
    private unowned let node: ViewNode
    private var isValid = true

    init(_ node: ViewNode) {
        self.node = node
    }

    /// The node, while it is mounted.
    var target: ViewNode? { isValid ? node : nil }

    /// Ends the handle; called by the node when it is unmounted.
    func invalidate() {
        isValid = false
    }
}
