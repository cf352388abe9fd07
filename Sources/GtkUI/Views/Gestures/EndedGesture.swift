/// A gesture with an action for when it ends: made by ``Gesture/onEnded(_:)``.
public struct _EndedGesture<Content: Gesture> {
    /// The modified gesture's value.
    public typealias Value = Content.Value
    let content: Content
    let action: @MainActor (Content.Value) -> Void
}

extension Gesture {
    /// Runs `action` with the final value when the gesture ends: on the release of a drag, the
    /// last click of a tap. A gesture that fails or is cancelled does not end.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

extension _EndedGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        let node = makeModifierNode(around: content, in: attachment)
        configure(node)
        return node
    }

    func update(_ node: GestureNode, in attachment: GestureAttachment) {
        guard let node = node as? GestureModifierNode else { return }
        configure(node)
        node.updateChild(content, in: attachment)
    }

    @MainActor private func configure(_ node: GestureModifierNode) {
        let action = action
        node.transform = { node, update in
            if case .ended(let value) = update,
                let value = gestureValue(value, as: Content.Value.self, warned: &node.warnedValue)
            {
                action(value)
            }
            return update
        }
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension _EndedGesture: Gesture {}
