/// A gesture with an action for each change of its value: made by ``Gesture/onChanged(_:)``.
public struct _ChangedGesture<Content: Gesture> {
    /// The modified gesture's value.
    public typealias Value = Content.Value
    let content: Content
    let action: @MainActor (Content.Value) -> Void
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes while it is recognised: every move of
    /// a drag, for example.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension _ChangedGesture: PrimitiveGesture {
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
            if case .changed(let value) = update,
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
extension _ChangedGesture: Gesture {}
