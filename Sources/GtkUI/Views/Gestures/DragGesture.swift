import CGtkShim
import Foundation

/// A drag of the primary button, as SwiftUI's `DragGesture`: it recognises once the pointer has
/// moved `minimumDistance` points from the press, reports every move, and ends on release.
///
/// ```swift
/// .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
///
/// Recognised by a `GtkGestureDrag`. Once it recognises, it claims the pointer sequence, so the
/// views around it (a `ScrollView` panning on a touch screen, another drag) do not also move.
/// Translations are measured on the screen, so a view that follows its own drag does not feed
/// back into the translation.
public struct DragGesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// When the event behind this value happened.
        public var time: Date
        /// The pointer's location, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the drag started, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// The pointer's velocity in points per second, from the last 100 ms of moves.
        public var velocity: CGSize
        /// Where the drag would end if the pointer were let go now and slowed down as a flicked
        /// scroll view does.
        public var predictedEndLocation: CGPoint

        /// How far the pointer moved since the drag started.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// ``predictedEndLocation`` less ``startLocation``.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        /// A value from its parts, for tests and previews.
        nonisolated public init(
            time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero,
            predictedEndLocation: CGPoint? = nil
        ) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation ?? location
        }
    }

    /// How far, in points, the pointer must move before the drag recognises; 0 recognises on
    /// the press.
    public var minimumDistance: CGFloat
    /// The space that ``Value/location`` and ``Value/startLocation`` are in.
    public let coordinateSpace: CoordinateSpace

    /// A drag that recognises after `minimumDistance` points, with locations in
    /// `coordinateSpace`. A negative or NaN distance counts as 0, with one warning.
    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag with locations in `coordinateSpace`, written `.local`, `.global` or `.named(_:)`.
    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

extension DragGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        let node = DragNode(attachment: attachment)
        node.update(from: self)
        return node
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension DragGesture: Gesture {}
