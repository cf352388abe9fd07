/// Mounts a ``GtkWidgetRepresentable``: owns its coordinator and widget, calls `updateWidget`
/// when inputs, environment or read state change, and dismantles exactly once.
class RepresentableNode<R: GtkWidgetRepresentable>: UpdatingNode<R> {
    let coordinator: R.Coordinator
    let connections = SignalScope()
    /// The widget `makeWidget` returned; kept alive by `widgetReference` until unmounted.
    let widget: R.WidgetType
    private var widgetReference: GObjectReference<GtkWidget>?
    /// The sizing bin around the widget, when the representable measures itself.
    private var outerWidget: GObjectReference<GtkWidget>?
    /// The widget placed in the parent container: the widget, or the sizing bin around it.
    /// Stored, because containers collect it for every child on every structural change.
    private(set) var containedWidget: WidgetPointer

    override init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: R) {
        coordinator = view.makeCoordinator()
        Diagnostics.liveCoordinators.increment()
        let context = GtkWidgetRepresentableContext<R>(
            coordinator: coordinator, environment: environment, connections: connections)
        widget = view.makeWidget(context: context)
        let pointer = widget.widgetPointer
        widgetReference = GObjectReference(retaining: pointer)
        containedWidget = pointer
        WidgetCensus.track(pointer)
        gtk_widget_show(pointer)
        super.init(graph: graph, parent: parent, environment: environment, view: view)
        installSizingIfWanted()
        applyUpdate()
    }

    var context: GtkWidgetRepresentableContext<R> {
        GtkWidgetRepresentableContext(coordinator: coordinator, environment: environment, connections: connections)
    }

    override func appendWidgets(to widgets: inout [MountedChild]) {
        widgets.append(MountedChild(widget: containedWidget, containerValues: ContainerValues()))
    }

    override func didUnmount() {
        // The coordinator must not hear from a widget that is being dismantled.
        connections.disconnectAll()
        R.dismantleWidget(widget, coordinator: coordinator)
        Diagnostics.liveCoordinators.decrement()
        outerWidget = nil
        widgetReference = nil
    }

    override func applyUpdate() {
        isDirty = false
        Diagnostics.widgetUpdates.increment()
        let context = context
        tracked { view.updateWidget(widget, context: context) }
    }

    /// Asks `sizeThatFits` once; a size means the representable measures itself from now on.
    private func installSizingIfWanted() {
        guard view.sizeThatFits(.unspecified, widget: widget, context: context) != nil else { return }
        let bridge = SizingBridge { [weak self] proposal in
            guard let self, self.isMounted else { return nil }
            return self.view.sizeThatFits(proposal, widget: self.widget, context: self.context)
        }
        let bin = GObjectReference(retaining: bridge.makeBin(around: widget.widgetPointer))
        outerWidget = bin
        containedWidget = bin.pointer
    }
}
