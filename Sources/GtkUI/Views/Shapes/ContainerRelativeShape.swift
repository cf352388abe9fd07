import Foundation

/// The shape of the container a view is in, inset to the view, as SwiftUI's
/// `ContainerRelativeShape`.
///
/// Where GtkUI differs: GTK containers have no shape to follow, so it is a rectangle, as it is in
/// SwiftUI outside widgets and other shaped containers.
public struct ContainerRelativeShape: InsettableShape {
    /// The container's shape.
    nonisolated public init() {}

    /// The whole of `rect`.
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }

    /// The shape `amount` pixels inside.
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<ContainerRelativeShape> {
        InsetShape(shape: self, amount: amount)
    }
}
