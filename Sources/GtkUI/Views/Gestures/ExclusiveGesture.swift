/// Two gestures of which only one is recognised, the first having precedence, as SwiftUI's
/// `ExclusiveGesture`: made by ``Gesture/exclusively(before:)``.
///
/// ```swift
/// TapGesture(count: 2).onEnded { zoom() }.exclusively(before: TapGesture().onEnded { select() })
/// ```
/// The second gesture's end waits while the first may still recognise: a single tap is reported
/// when the double-click time has run out without a second click.
public struct ExclusiveGesture<First: Gesture, Second: Gesture> {
    /// Which gesture was recognised, with its value.
    public enum Value {
        /// The first gesture.
        case first(First.Value)
        /// The second gesture.
        case second(Second.Value)
    }

    /// The gesture with precedence.
    public let first: First
    /// The gesture recognised when the first is not.
    public let second: Second

    /// `first`, or else `second`.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// A gesture that recognises this gesture, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension ExclusiveGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        ExclusiveNode<First, Second>(
            first: primitive(first).makeNode(in: attachment), second: primitive(second).makeNode(in: attachment))
    }

    func update(_ node: GestureNode, in attachment: GestureAttachment) {
        (node as? CompositionNode)?.updateChildren(first, second, in: attachment)
    }
}

/// Lets the first of two gestures win, and the second only once the first has failed: the
/// second's end (with its own callbacks) waits while the first may still recognise.
@MainActor
final class ExclusiveNode<First: Gesture, Second: Gesture>: CompositionNode {
    private typealias Combined = ExclusiveGesture<First, Second>.Value

    override init(first: GestureNode, second: GestureNode) {
        super.init(first: first, second: second)
        second.addEndGate { [unowned first] in first.phase != .idle }
    }

    override func received(first update: GestureUpdate) {
        switch update {
        case .began:
            report(.began)
        case .changed(let value):
            guard let value = value as? First.Value else { return }
            if second.phase != .idle { second.cancel() }
            report(.changed(Combined.first(value)))
        case .ended(let value):
            guard let value = value as? First.Value else { return }
            if second.phase != .idle { second.cancel() }
            report(.ended(Combined.first(value)))
        case .failed:
            second.releaseHeldEnd()
            if second.phase == .idle && phase != .idle { report(.failed) }
        }
    }

    override func received(second update: GestureUpdate) {
        guard first.phase != .active else { return }
        switch update {
        case .began:
            report(.began)
        case .changed(let value):
            guard first.phase == .idle, let value = value as? Second.Value else { return }
            report(.changed(Combined.second(value)))
        case .ended(let value):
            guard let value = value as? Second.Value else { return }
            report(.ended(Combined.second(value)))
        case .failed:
            if first.phase == .idle { report(.failed) }
        }
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension ExclusiveGesture: Gesture {}
