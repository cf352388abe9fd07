/// Properties of a ``Layout`` type.
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if it is a stack: a ``Spacer`` in it
    /// grows along that axis only.
    public var stackOrientation: Axis?

    /// No stack orientation.
    nonisolated public init() {}
}
