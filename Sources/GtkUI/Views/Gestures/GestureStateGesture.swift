/// A gesture that updates a ``GestureState`` as it changes: made by
/// ``Gesture/updating(_:body:)``.
public struct GestureStateGesture<Base: Gesture, State> {
    /// The modified gesture's value.
    public typealias Value = Base.Value
    /// The modified gesture.
    public let base: Base
    /// The state it updates.
    public let state: GestureState<State>
    /// What each change does to the state.
    public let body: @MainActor (Base.Value, inout State, inout Transaction) -> Void

    /// A gesture that runs `body` on `state` as `base` changes.
    nonisolated public init(
        base: Base, state: GestureState<State>,
        body: @escaping @MainActor (Base.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }
}

extension Gesture {
    /// Runs `body` each time the gesture's value changes, with the state to change and the
    /// transaction to change it in; the state goes back to its initial value when the gesture
    /// ends or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension GestureStateGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        let node = makeModifierNode(around: base, in: attachment)
        configure(node)
        return node
    }

    func update(_ node: GestureNode, in attachment: GestureAttachment) {
        guard let node = node as? GestureModifierNode else { return }
        configure(node)
        node.updateChild(base, in: attachment)
    }

    @MainActor private func configure(_ node: GestureModifierNode) {
        let state = state
        let body = body
        node.transform = { node, update in
            switch update {
            case .changed(let value):
                if let value = gestureValue(value, as: Base.Value.self, warned: &node.warnedValue) {
                    var current = state.wrappedValue
                    var transaction = Transaction()
                    body(value, &current, &transaction)
                    state.set(current, in: transaction)
                }
            case .ended, .failed:
                state.resetToInitial()
            case .began:
                break
            }
            return update
        }
        node.onStop = { state.resetToInitial() }
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension GestureStateGesture: Gesture {}
