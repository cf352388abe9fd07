/// One gesture after another, as SwiftUI's `SequenceGesture`: made by
/// ``Gesture/sequenced(before:)``. The second is recognised only once the first has ended.
///
/// ```swift
/// LongPressGesture().sequenced(before: DragGesture())
/// ```
public struct SequenceGesture<First: Gesture, Second: Gesture> {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture ended; the second is in progress (nil until it recognises).
        case second(First.Value, Second.Value?)
    }

    /// The first gesture.
    public let first: First
    /// The second gesture.
    public let second: Second

    /// `first`, then `second`.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// A gesture that recognises `other` once this gesture has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

extension SequenceGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        SequenceNode<First, Second>(
            first: primitive(first).makeNode(in: attachment), second: primitive(second).makeNode(in: attachment))
    }

    func update(_ node: GestureNode, in attachment: GestureAttachment) {
        (node as? CompositionNode)?.updateChildren(first, second, in: attachment)
    }
}

/// Runs two gestures one after the other.
@MainActor
final class SequenceNode<First: Gesture, Second: Gesture>: CompositionNode {
    /// The first gesture's final value, once it ended.
    private var firstValue: First.Value?

    override func received(first update: GestureUpdate) {
        guard firstValue == nil else { return }
        switch update {
        case .began:
            report(.began)
        case .changed(let value):
            if let value = value as? First.Value { report(.changed(SequenceGesture<First, Second>.Value.first(value))) }
        case .ended(let value):
            guard let value = value as? First.Value else { return }
            firstValue = value
            report(.changed(SequenceGesture<First, Second>.Value.second(value, nil)))
            // The second gesture may have ended already on this very event (two taps); it
            // starts over from the next one.
            if second.phase == .idle { second.cancel() }
        case .failed:
            second.cancel()
            report(.failed)
        }
    }

    override func received(second update: GestureUpdate) {
        guard let firstValue else { return }
        switch update {
        case .began:
            break
        case .changed(let value):
            report(.changed(SequenceGesture<First, Second>.Value.second(firstValue, value as? Second.Value)))
        case .ended(let value):
            self.firstValue = nil
            report(.ended(SequenceGesture<First, Second>.Value.second(firstValue, value as? Second.Value)))
        case .failed:
            self.firstValue = nil
            report(.failed)
        }
    }

    override func cancel() {
        firstValue = nil
        super.cancel()
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension SequenceGesture: Gesture {}
