/// Two gestures recognised together, as SwiftUI's `SimultaneousGesture`: made by
/// ``Gesture/simultaneously(with:)``. It changes when either changes and ends when both are over.
public struct SimultaneousGesture<First: Gesture, Second: Gesture> {
    /// The values of both gestures; nil for one that has not recognised.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?

        /// A value with the gestures' values, nil for those not recognised.
        nonisolated public init(first: First.Value? = nil, second: Second.Value? = nil) {
            self.first = first
            self.second = second
        }
    }

    /// The first gesture.
    public let first: First
    /// The second gesture.
    public let second: Second

    /// Both gestures at once.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// A gesture that recognises this gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

extension SimultaneousGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        SimultaneousNode<First, Second>(
            first: primitive(first).makeNode(in: attachment), second: primitive(second).makeNode(in: attachment))
    }

    func update(_ node: GestureNode, in attachment: GestureAttachment) {
        (node as? CompositionNode)?.updateChildren(first, second, in: attachment)
    }
}

/// Combines two gestures recognised together.
@MainActor
final class SimultaneousNode<First: Gesture, Second: Gesture>: CompositionNode {
    private var value = SimultaneousGesture<First, Second>.Value()
    private var ended = false

    override func received(first update: GestureUpdate) {
        combine(update) { value.first = $0 as? First.Value }
    }

    override func received(second update: GestureUpdate) {
        combine(update) { value.second = $0 as? Second.Value }
    }

    private func combine(_ update: GestureUpdate, store: (Any) -> Void) {
        switch update {
        case .began:
            if phase == .idle {
                value = .init()
                ended = false
            }
            report(.began)
        case .changed(let child):
            store(child)
            report(.changed(value))
        case .ended(let child):
            store(child)
            ended = true
            finishIfOver()
        case .failed:
            finishIfOver()
        }
    }

    /// Ends (or fails) once neither child is still recognising.
    private func finishIfOver() {
        guard first.phase == .idle, second.phase == .idle else { return }
        report(ended ? .ended(value) : .failed)
        value = .init()
        ended = false
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension SimultaneousGesture: Gesture {}
