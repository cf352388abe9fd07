/// A container whose children are sorted by a ``MenuCoordinator``: anchors shown in place, items
/// in its menu. ``Menu`` and `.contextMenu` share this placement.
protocol MenuContainer: GtkContainerRepresentable where Coordinator == MenuCoordinator {}

extension MenuContainer {
    func addChild(_ child: WidgetPointer, at placement: ChildPlacement, to container: WidgetType, context: Context) {
        context.coordinator.add(child, at: placement)
    }

    func removeChild(_ child: WidgetPointer, from container: WidgetType, context: Context) {
        context.coordinator.remove(child)
    }

    func moveChild(_ child: WidgetPointer, to placement: ChildPlacement, in container: WidgetType, context: Context) {
        context.coordinator.move(child, to: placement)
    }

    /// The items are a menu's items.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.isInMenu = true
    }
}
