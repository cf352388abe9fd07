/// How one kind of representable is mounted: the single description that
/// ``RepresentableNode`` is generic over. Widget and window representables, the user's and the
/// built-ins' alike, each map onto one (``WidgetPlatform``, ``WindowPlatform``).
@MainActor
protocol PlatformRepresentable {
    /// The view type that the node mounts and compares.
    associatedtype Represented: View
    /// The GTK object made: a widget, or a toplevel window.
    associatedtype PlatformView: WidgetPointerConvertible
    associatedtype Coordinator
    associatedtype Context

    /// A window is presented on its own instead of being placed in the parent's container.
    static var isWindow: Bool { get }
    static func makeCoordinator(_ view: Represented) -> Coordinator
    static func context(coordinator: Coordinator, environment: EnvironmentValues, connections: SignalScope) -> Context
    static func make(_ view: Represented, context: Context) -> PlatformView
    static func update(_ view: Represented, _ platformView: PlatformView, context: Context)
    static func dismantle(_ platformView: PlatformView, coordinator: Coordinator)
    static func sizeThatFits(
        _ view: Represented, _ proposal: ProposedViewSize, _ platformView: PlatformView, context: Context
    ) -> ViewSize?
    /// What decides the kind of object `make` makes; a change makes a new one (see
    /// ``GtkWidgetRepresentable/widgetKind(in:)``).
    static func widgetKind(_ view: Represented, environment: EnvironmentValues) -> AnyHashable?
}

extension PlatformRepresentable {
    /// One object for the view's whole life.
    static func widgetKind(_ view: Represented, environment: EnvironmentValues) -> AnyHashable? { nil }
}

/// A ``PlatformRepresentable`` whose widget holds declarative content.
@MainActor
protocol PlatformContainer: PlatformRepresentable {
    associatedtype Content: View
    static func content(of view: Represented) -> Content
    static func addChild(
        _ view: Represented, _ child: WidgetPointer, at placement: ChildPlacement, to container: PlatformView,
        context: Context)
    static func removeChild(_ view: Represented, _ child: WidgetPointer, from container: PlatformView, context: Context)
    static func moveChild(
        _ view: Represented, _ child: WidgetPointer, to placement: ChildPlacement, in container: PlatformView,
        context: Context)
    static func updateChild(
        _ view: Represented, _ child: WidgetPointer, placement: ChildPlacement, in container: PlatformView,
        context: Context)
    static func updateContentEnvironment(_ view: Represented, _ environment: inout EnvironmentValues)
}

/// Mounts a ``GtkWidgetRepresentable`` as it is.
enum WidgetPlatform<R: GtkWidgetRepresentable>: PlatformRepresentable {
    static var isWindow: Bool { false }

    static func makeCoordinator(_ view: R) -> R.Coordinator { view.makeCoordinator() }

    static func context(coordinator: R.Coordinator, environment: EnvironmentValues, connections: SignalScope)
        -> GtkWidgetRepresentableContext<R>
    {
        GtkWidgetRepresentableContext(coordinator: coordinator, environment: environment, connections: connections)
    }

    static func make(_ view: R, context: GtkWidgetRepresentableContext<R>) -> R.WidgetType {
        view.makeWidget(context: context)
    }

    static func update(_ view: R, _ widget: R.WidgetType, context: GtkWidgetRepresentableContext<R>) {
        view.updateWidget(widget, context: context)
    }

    static func dismantle(_ widget: R.WidgetType, coordinator: R.Coordinator) {
        R.dismantleWidget(widget, coordinator: coordinator)
    }

    static func sizeThatFits(
        _ view: R, _ proposal: ProposedViewSize, _ widget: R.WidgetType, context: GtkWidgetRepresentableContext<R>
    ) -> ViewSize? {
        view.sizeThatFits(proposal, widget: widget, context: context)
    }

    static func widgetKind(_ view: R, environment: EnvironmentValues) -> AnyHashable? {
        view.widgetKind(in: environment)
    }
}

extension WidgetPlatform: PlatformContainer where R: GtkContainerRepresentable {
    static func content(of view: R) -> R.Content { view.content }

    static func addChild(
        _ view: R, _ child: WidgetPointer, at placement: ChildPlacement, to container: R.WidgetType,
        context: GtkWidgetRepresentableContext<R>
    ) {
        view.addChild(child, at: placement, to: container, context: context)
    }

    static func removeChild(
        _ view: R, _ child: WidgetPointer, from container: R.WidgetType, context: GtkWidgetRepresentableContext<R>
    ) {
        view.removeChild(child, from: container, context: context)
    }

    static func moveChild(
        _ view: R, _ child: WidgetPointer, to placement: ChildPlacement, in container: R.WidgetType,
        context: GtkWidgetRepresentableContext<R>
    ) {
        view.moveChild(child, to: placement, in: container, context: context)
    }

    static func updateChild(
        _ view: R, _ child: WidgetPointer, placement: ChildPlacement, in container: R.WidgetType,
        context: GtkWidgetRepresentableContext<R>
    ) {
        view.updateChild(child, placement: placement, in: container, context: context)
    }

    static func updateContentEnvironment(_ view: R, _ environment: inout EnvironmentValues) {
        view.updateContentEnvironment(&environment)
    }
}

/// Mounts a ``GtkWindowRepresentable`` as it is.
enum WindowPlatform<R: GtkWindowRepresentable>: PlatformRepresentable {
    static var isWindow: Bool { true }

    static func makeCoordinator(_ view: R) -> R.Coordinator { view.makeCoordinator() }

    static func context(coordinator: R.Coordinator, environment: EnvironmentValues, connections: SignalScope)
        -> GtkWindowRepresentableContext<R>
    {
        GtkWindowRepresentableContext(
            coordinator: coordinator, environment: environment, parentWindow: environment.hosting?.window,
            connections: connections)
    }

    static func make(_ view: R, context: GtkWindowRepresentableContext<R>) -> R.WindowType {
        view.makeWindow(context: context)
    }

    static func update(_ view: R, _ window: R.WindowType, context: GtkWindowRepresentableContext<R>) {
        view.updateWindow(window, context: context)
    }

    static func dismantle(_ window: R.WindowType, coordinator: R.Coordinator) {
        R.dismantleWindow(window, coordinator: coordinator)
    }

    static func sizeThatFits(
        _ view: R, _ proposal: ProposedViewSize, _ window: R.WindowType, context: GtkWindowRepresentableContext<R>
    ) -> ViewSize? { nil }
}
