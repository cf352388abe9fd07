/// A gesture with its type erased, as SwiftUI's `AnyGesture`, for choosing between gestures of
/// different types at run time.
public struct AnyGesture<Value> {
    let makeNode: @MainActor (GestureAttachment) -> GestureNode
    let updateNode: @MainActor (GestureNode, GestureAttachment) -> Void
    let type: ObjectIdentifier

    /// Wraps `gesture`.
    @MainActor public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        makeNode = { attachment in primitive(gesture).makeNode(in: attachment) }
        updateNode = { node, attachment in primitive(gesture).update(node, in: attachment) }
        type = ObjectIdentifier(T.self)
    }
}

extension AnyGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        let node = AnyGestureNode(child: makeNode(attachment), type: type)
        return node
    }

    func update(_ node: GestureNode, in attachment: GestureAttachment) {
        guard let node = node as? AnyGestureNode else { return }
        if node.type == type {
            updateNode(node.child, attachment)
        } else {
            node.replace(with: makeNode(attachment), type: type)
        }
    }
}

/// The node of an ``AnyGesture``: replaces its child when the wrapped gesture's type changes.
@MainActor
final class AnyGestureNode: GestureNode {
    private(set) var child: GestureNode
    private(set) var type: ObjectIdentifier

    init(child: GestureNode, type: ObjectIdentifier) {
        self.child = child
        self.type = type
        super.init()
        adopt(child)
    }

    /// Puts `node` in place of the current child, which stops for good.
    func replace(with node: GestureNode, type: ObjectIdentifier) {
        child.detach()
        if phase != .idle { report(.failed) }
        child = node
        self.type = type
        adopt(node)
    }

    private func adopt(_ node: GestureNode) {
        node.parentReport = { [unowned self] in report($0) }
    }

    override var children: [GestureNode] { [child] }

    override func cancel() {
        super.cancel()
        child.cancel()
    }

    override func detach() {
        super.detach()
        child.detach()
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension AnyGesture: Gesture {}
