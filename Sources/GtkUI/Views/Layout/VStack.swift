import CGtkShim

/// Stacks its children top to bottom in a vertical `GtkBox`.
public struct VStack<Content: View>: GtkContainerRepresentable, StackLayout {
    /// How children are placed across the stack's width.
    public let alignment: HorizontalAlignment
    /// Pixels between children; nil for the default.
    public let spacing: Double?
    /// The children.
    public let content: Content

    /// A vertical stack of the views the closure builds.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    var axis: Axis { .vertical }
    var crossAlignment: GtkAlign { alignment.gtkAlign }

    /// Creates the box.
    public func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> { makeBox() }

    /// Applies spacing and alignment.
    public func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        updateBox(box, state: context.coordinator)
    }

    /// Remembers the applied alignment.
    public func makeCoordinator() -> StackState { StackState() }

    /// Adds an aligned child.
    public func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        add(child, at: placement.index, to: box)
    }

    /// Container values do not change a child's place in a stack.
    public func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {}

    /// Tells a ``Spacer`` in the content which way to grow.
    public func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.stackAxis = axis
    }

    /// Removes a child.
    public func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkBox>, context: Context) {
        remove(child, from: box)
    }
}
