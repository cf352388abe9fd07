/// `count` clicks of the primary button in a row, as SwiftUI's `TapGesture`; it ends on the last
/// release.
///
/// Recognised by a `GtkGestureMultiPress`, so the clicks must come within GTK's double-click
/// time and distance (`gtk-double-click-time`, 400 ms by default). A tap that does not reach its
/// count fails when that time runs out, which is when `.exclusively(before:)` lets a single tap
/// through after waiting for a double one.
public struct TapGesture {
    /// A tap carries no value.
    public typealias Value = Void

    /// How many clicks in a row.
    public var count: Int

    /// A gesture of `count` clicks. A count below 1 counts as 1, with one warning.
    nonisolated public init(count: Int = 1) {
        self.count = count
    }
}

extension TapGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        let node = TapNode(attachment: attachment, spatial: false)
        node.update(from: self)
        return node
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension TapGesture: Gesture {}
