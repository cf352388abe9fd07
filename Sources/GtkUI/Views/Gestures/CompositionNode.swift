/// The node of a composed gesture (``SequenceGesture``, ``SimultaneousGesture``,
/// ``ExclusiveGesture``): two children whose updates the subclass combines.
@MainActor
class CompositionNode: GestureNode {
    /// The first gesture's node.
    private(set) var first: GestureNode
    /// The second gesture's node.
    private(set) var second: GestureNode

    init(first: GestureNode, second: GestureNode) {
        self.first = first
        self.second = second
        super.init()
        first.parentReport = { [unowned self] in received(first: $0) }
        second.parentReport = { [unowned self] in received(second: $0) }
    }

    /// An update of the first gesture.
    func received(first update: GestureUpdate) {}
    /// An update of the second gesture.
    func received(second update: GestureUpdate) {}

    /// Updates the children from a new value of the composed gesture.
    func updateChildren<A: Gesture, B: Gesture>(_ a: A, _ b: B, in attachment: GestureAttachment) {
        primitive(a).update(first, in: attachment)
        primitive(b).update(second, in: attachment)
    }

    override var children: [GestureNode] { [first, second] }

    override func cancel() {
        super.cancel()
        first.cancel()
        second.cancel()
    }

    override func detach() {
        super.detach()
        first.detach()
        second.detach()
    }
}
