import Foundation

/// Where the pointer is over a view, as `.onContinuousHover` reports it: SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location in the modifier's coordinate space.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}
