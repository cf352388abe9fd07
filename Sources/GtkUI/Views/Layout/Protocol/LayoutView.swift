/// A ``Layout`` used as a view: its content's widgets in one GtkUILayoutBox.
struct LayoutView<L: Layout, Content: View> {
    let layout: L
    let content: Content

    nonisolated init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializer is
// nonisolated, as in SwiftUI.
extension LayoutView: View {}

extension LayoutView: PrimitiveContainerView {
    var representable: LayoutContainer<L, Content> { LayoutContainer(layout: layout, content: content) }
}

/// The container representable behind every ``Layout`` used as a view: the children stay in the
/// box across updates, so a new layout (through ``AnyLayout``) moves them without remaking them.
struct LayoutContainer<L: Layout, Content: View>: GtkContainerRepresentable {
    let layout: L
    let content: Content

    func makeCoordinator() -> LayoutEngine { LayoutEngine(layout: layout) }

    func makeWidget(context: Context) -> WidgetPointer { context.coordinator.makeBox() }

    /// Takes the layout (a different one lays the children out again) and the environment's
    /// layout direction, which GTK's text direction of the box carries to the placement and to
    /// the widgets inside.
    func updateWidget(_ box: WidgetPointer, context: Context) {
        context.coordinator.setLayout(layout)
        context.coordinator.setDirection(context.environment.layoutDirection)
    }

    func addChild(_ child: WidgetPointer, at placement: ChildPlacement, to box: WidgetPointer, context: Context) {
        context.coordinator.insert(
            child, at: placement.isAtEnd ? Int.max : placement.index, values: placement.containerValues)
    }

    func removeChild(_ child: WidgetPointer, from box: WidgetPointer, context: Context) {
        context.coordinator.remove(child)
    }

    func moveChild(_ child: WidgetPointer, to placement: ChildPlacement, in box: WidgetPointer, context: Context) {
        context.coordinator.move(child, to: placement.index)
    }

    func updateChild(_ child: WidgetPointer, placement: ChildPlacement, in box: WidgetPointer, context: Context) {
        context.coordinator.setValues(placement.containerValues, of: child)
    }

    /// Tells a ``Spacer`` in a stack layout which way to grow.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.stackAxis = Self.orientation(of: layout)
    }

    static func orientation(of layout: L) -> Axis? {
        (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
    }
}

extension LayoutEngine {
    /// The current layout's stack axis, if it is a stack.
    var stackOrientation: Axis? {
        (layout as? AnyLayout)?.stackOrientation ?? type(of: layout).layoutProperties.stackOrientation
    }
}
