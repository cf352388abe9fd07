/// The coordinate space of the window's content area: `.global`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The global space.
    public init() {}

    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}
