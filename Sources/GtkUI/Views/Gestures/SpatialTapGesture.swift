import Foundation

/// A tap that reports where it happened, as SwiftUI's `SpatialTapGesture`.
///
/// ```swift
/// Rectangle().gesture(SpatialTapGesture().onEnded { dots.append($0.location) })
/// ```
public struct SpatialTapGesture {
    /// Where a tap happened.
    public struct Value: Equatable, Sendable {
        /// The location of the last click, in the gesture's coordinate space.
        public var location: CGPoint

        /// A value at `location`.
        nonisolated public init(location: CGPoint) { self.location = location }
    }

    /// How many clicks in a row.
    public var count: Int
    /// The space that ``Value/location`` is in.
    public let coordinateSpace: CoordinateSpace

    /// A tap of `count` clicks, located in `coordinateSpace`.
    nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A tap of `count` clicks, located in `coordinateSpace`, written `.local`, `.global` or
    /// `.named(_:)`.
    nonisolated public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

extension SpatialTapGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        let node = TapNode(attachment: attachment, spatial: true)
        node.update(from: self)
        return node
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension SpatialTapGesture: Gesture {}
