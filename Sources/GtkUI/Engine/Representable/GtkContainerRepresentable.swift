/// A representable whose GTK widget holds declarative child views: the way stacks are built,
/// and the way to give any GTK container (a GtkGrid, a GtkNotebook, a GtkOverlay, a GtkPaned)
/// declarative content.
///
/// GtkUI mounts `content`, flattens it into widgets, and tells the container which children to
/// add, remove, move or re-place; it never recreates a kept child. Each child comes with a
/// ``ChildPlacement``: its position and the values its view set with
/// ``View/containerValue(_:_:)``, such as a grid cell or a tab label.
///
/// ```swift
/// struct Grid<Content: View>: GtkContainerRepresentable {
///     let content: Content
///     func makeWidget(context: Context) -> UnsafeMutablePointer<GtkGrid> { gtk_grid_new()!.cast() }
///     func updateWidget(_ grid: UnsafeMutablePointer<GtkGrid>, context: Context) {}
///     func addChild(_ child: WidgetPointer, at placement: ChildPlacement, to grid: UnsafeMutablePointer<GtkGrid>, context: Context) {
///         let cell = placement.containerValues.cell
///         gtk_grid_attach(grid, child, Int32(cell.column), Int32(cell.row), 1, 1)
///     }
/// }
/// ```
///
/// The defaults use `GtkContainer`: ``addChild(_:at:to:context:)`` appends and then puts the
/// child at its index (`gtk_box_reorder_child` in a `GtkBox`, else by re-adding the children
/// after it); a `GtkBin` (frame, scrolled window, event box) takes only the first child, with one
/// warning. ``moveChild(_:to:in:context:)`` and ``updateChild(_:placement:in:context:)`` remove
/// the child and add it again at its new placement.
@MainActor
public protocol GtkContainerRepresentable: GtkWidgetRepresentable {
    /// The type of the child views.
    associatedtype Content: View
    /// The child views.
    var content: Content { get }

    /// Adds `child` at `placement`, counted among the children already added.
    func addChild(_ child: WidgetPointer, at placement: ChildPlacement, to container: WidgetType, context: Context)
    /// Removes `child` from the container.
    func removeChild(_ child: WidgetPointer, from container: WidgetType, context: Context)
    /// Moves a kept `child` to `placement`; its index is counted among the other children.
    func moveChild(_ child: WidgetPointer, to placement: ChildPlacement, in container: WidgetType, context: Context)
    /// Tells the container that the container values of a kept `child` changed, in place.
    func updateChild(_ child: WidgetPointer, placement: ChildPlacement, in container: WidgetType, context: Context)
    /// Sets environment values for the content, on top of the container's own environment (a
    /// stack's axis, a disabled state, a form's row style). Runs after each `updateWidget`; the
    /// content is updated only when a written value changed (values that are not `Equatable`
    /// count as changed). The default writes nothing.
    func updateContentEnvironment(_ environment: inout EnvironmentValues)
}

extension GtkContainerRepresentable {
    /// Appends with `gtk_container_add` and puts the child at its index.
    public func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to container: WidgetType, context: Context
    ) {
        ContainerChildren.add(child, at: placement, to: container.widgetPointer)
    }

    /// Removes with `gtk_container_remove`.
    public func removeChild(_ child: WidgetPointer, from container: WidgetType, context: Context) {
        ContainerChildren.remove(child, from: container.widgetPointer)
    }

    /// Reorders a `GtkBox` child; in other containers removes the child and adds it again.
    public func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in container: WidgetType, context: Context
    ) {
        let pointer = container.widgetPointer
        if pointer.isInstance(of: gtk_box_get_type()) {
            gtk_box_reorder_child(pointer.cast(), child, Int32(placement.index))
            return
        }
        replace(child, at: placement, in: container, context: context)
    }

    /// Removes the child and adds it again at its placement.
    public func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in container: WidgetType, context: Context
    ) {
        replace(child, at: placement, in: container, context: context)
    }

    /// Writes nothing.
    public func updateContentEnvironment(_ environment: inout EnvironmentValues) {}

    private func replace(
        _ child: WidgetPointer, at placement: ChildPlacement, in container: WidgetType, context: Context
    ) {
        // The node keeps its own reference, so the child survives leaving its container.
        removeChild(child, from: container, context: context)
        addChild(child, at: placement, to: container, context: context)
    }
}
