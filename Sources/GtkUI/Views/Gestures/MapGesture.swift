/// A gesture whose values are transformed: made by ``Gesture/map(_:)``.
public struct _MapGesture<Content: Gesture, Value> {
    let content: Content
    let transform: @MainActor (Content.Value) -> Value
}

extension Gesture {
    /// A gesture that reports `body` of this gesture's values:
    /// `DragGesture().map { $0.translation.width }`.
    public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

extension _MapGesture: PrimitiveGesture {
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
        let transform = transform
        node.transform = { node, update in
            switch update {
            case .changed(let value):
                return gestureValue(value, as: Content.Value.self, warned: &node.warnedValue).map {
                    .changed(transform($0))
                }
            case .ended(let value):
                return gestureValue(value, as: Content.Value.self, warned: &node.warnedValue).map {
                    .ended(transform($0))
                }
            case .began, .failed:
                return update
            }
        }
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension _MapGesture: Gesture {}
