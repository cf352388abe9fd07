import CGtkShim

/// The GtkBox behind ``VStack`` and ``HStack``.
struct StackContainer<Content: View>: GtkContainerRepresentable, StackLayout {
    let axis: Axis
    let spacing: Double?
    let crossAlignment: GtkAlign
    let content: Content

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> { makeBox() }

    /// Applies spacing and alignment.
    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        updateBox(box, state: context.coordinator)
    }

    /// Remembers the applied alignment.
    func makeCoordinator() -> StackState { StackState() }

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        add(child, at: placement, to: box)
    }

    /// Container values do not change a child's place in a stack.
    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {}

    /// Tells a ``Spacer`` in the content which way to grow.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.stackAxis = axis
    }

    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkBox>, context: Context) {
        remove(child, from: box)
    }
}
