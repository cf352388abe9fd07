/// Where a container representable puts one child: its position among the container's children
/// and the values its view gave the container.
public struct ChildPlacement {
    /// The child's position among the container's other children, counting from zero.
    public let index: Int
    /// Whether the child goes after every other child, so appending places it: containers can
    /// skip reordering, which costs a walk over the children in GTK.
    public let isAtEnd: Bool
    /// The values the child's view set with ``View/containerValue(_:_:)``.
    public let containerValues: ContainerValues

    /// A placement at `index` with `containerValues`.
    public init(index: Int, isAtEnd: Bool, containerValues: ContainerValues = ContainerValues()) {
        self.index = index
        self.isAtEnd = isAtEnd
        self.containerValues = containerValues
    }
}

/// A widget that a subtree contributes to its enclosing container, with the container values
/// its views set.
struct MountedChild {
    let widget: WidgetPointer
    var containerValues: ContainerValues
}
