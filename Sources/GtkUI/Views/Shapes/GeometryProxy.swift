import CGtkShim
import Foundation

/// What a ``GeometryReader`` tells its content: the size it was given.
public struct GeometryProxy: Equatable, Sendable {
    /// The reader's allocated size in pixels; zero until GTK first lays it out.
    public let size: CGSize
}
