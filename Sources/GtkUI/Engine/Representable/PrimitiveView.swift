/// A built-in view whose public type shows only SwiftUI's API: it is mounted through an internal
/// representable that it describes, with no node of its own in between (``PrimitivePlatform``).
@MainActor
protocol PrimitiveView: BuiltinView, View {
    /// The internal representable that makes and updates the widget.
    associatedtype Representable: GtkWidgetRepresentable
    /// This view's current inputs as the representable.
    var representable: Representable { get }
}

extension PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        RepresentableNode<PrimitivePlatform<Self>>(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// A ``PrimitiveView`` whose representable holds declarative content.
@MainActor
protocol PrimitiveContainerView: BuiltinView, View {
    /// The internal container representable.
    associatedtype Representable: GtkContainerRepresentable
    /// This view's current inputs as the representable.
    var representable: Representable { get }
}

extension PrimitiveContainerView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ContainerNode<PrimitiveContainerPlatform<Self>>(
            graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// Mounts a ``PrimitiveView`` through its representable; the node keeps and compares the public
/// view.
enum PrimitivePlatform<V: PrimitiveView>: PlatformRepresentable {
    typealias R = V.Representable
    static var isWindow: Bool { false }
    static func makeCoordinator(_ view: V) -> R.Coordinator { WidgetPlatform<R>.makeCoordinator(view.representable) }
    static func context(coordinator: R.Coordinator, environment: EnvironmentValues, connections: SignalScope)
        -> R.Context
    {
        WidgetPlatform<R>.context(coordinator: coordinator, environment: environment, connections: connections)
    }
    static func make(_ view: V, context: R.Context) -> R.WidgetType {
        view.representable.makeWidget(context: context)
    }
    static func update(_ view: V, _ widget: R.WidgetType, context: R.Context) {
        view.representable.updateWidget(widget, context: context)
    }
    static func dismantle(_ widget: R.WidgetType, coordinator: R.Coordinator) {
        R.dismantleWidget(widget, coordinator: coordinator)
    }
    static func sizeThatFits(_ view: V, _ proposal: ProposedViewSize, _ widget: R.WidgetType, context: R.Context)
        -> ViewSize?
    {
        view.representable.sizeThatFits(proposal, widget: widget, context: context)
    }
    static func widgetKind(_ view: V, environment: EnvironmentValues) -> AnyHashable? {
        view.representable.widgetKind(in: environment)
    }
}

/// Mounts a ``PrimitiveContainerView`` through its container representable.
enum PrimitiveContainerPlatform<V: PrimitiveContainerView>: PlatformContainer {
    typealias R = V.Representable
    typealias Inner = WidgetPlatform<R>
    static var isWindow: Bool { false }
    static func makeCoordinator(_ view: V) -> R.Coordinator { view.representable.makeCoordinator() }
    static func context(coordinator: R.Coordinator, environment: EnvironmentValues, connections: SignalScope)
        -> R.Context
    {
        Inner.context(coordinator: coordinator, environment: environment, connections: connections)
    }
    static func make(_ view: V, context: R.Context) -> R.WidgetType { view.representable.makeWidget(context: context) }
    static func update(_ view: V, _ widget: R.WidgetType, context: R.Context) {
        view.representable.updateWidget(widget, context: context)
    }
    static func dismantle(_ widget: R.WidgetType, coordinator: R.Coordinator) {
        R.dismantleWidget(widget, coordinator: coordinator)
    }
    static func sizeThatFits(_ view: V, _ proposal: ProposedViewSize, _ widget: R.WidgetType, context: R.Context)
        -> ViewSize?
    {
        view.representable.sizeThatFits(proposal, widget: widget, context: context)
    }
    static func widgetKind(_ view: V, environment: EnvironmentValues) -> AnyHashable? {
        view.representable.widgetKind(in: environment)
    }
    static func content(of view: V) -> R.Content { view.representable.content }
    static func addChild(
        _ view: V, _ child: WidgetPointer, at placement: ChildPlacement, to container: R.WidgetType,
        context: R.Context
    ) {
        view.representable.addChild(child, at: placement, to: container, context: context)
    }
    static func removeChild(_ view: V, _ child: WidgetPointer, from container: R.WidgetType, context: R.Context) {
        view.representable.removeChild(child, from: container, context: context)
    }
    static func moveChild(
        _ view: V, _ child: WidgetPointer, to placement: ChildPlacement, in container: R.WidgetType,
        context: R.Context
    ) {
        view.representable.moveChild(child, to: placement, in: container, context: context)
    }
    static func updateChild(
        _ view: V, _ child: WidgetPointer, placement: ChildPlacement, in container: R.WidgetType,
        context: R.Context
    ) {
        view.representable.updateChild(child, placement: placement, in: container, context: context)
    }
    static func updateContentEnvironment(_ view: V, _ environment: inout EnvironmentValues) {
        view.representable.updateContentEnvironment(&environment)
    }
}
