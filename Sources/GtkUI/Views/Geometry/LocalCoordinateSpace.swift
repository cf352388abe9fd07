/// The coordinate space of the view that measures: `.local`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The local space.
    public init() {}

    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}
