/// Mounts a representable through its ``PlatformRepresentable`` description: owns its
/// coordinator and GTK object, updates it when inputs, environment or read state change, and
/// dismantles exactly once. A widget is placed in the enclosing container (inside a sizing bin
/// when it measures itself); a window is presented on its own, and destroyed on unmount.
class RepresentableNode<P: PlatformRepresentable>: UpdatingNode<P.Represented> {
    private(set) var coordinator: P.Coordinator
    let connections = SignalScope()
    /// The object `make` returned; kept alive by `reference` until unmounted.
    private(set) var widget: P.PlatformView
    /// What the representable said decides its widget, when the widget was made.
    private var widgetKind: AnyHashable?
    private var reference: GObjectReference<GtkWidget>?
    /// The sizing bin around the widget, when the representable measures itself.
    private var outerWidget: GObjectReference<GtkWidget>?
    /// The widget placed in the parent container: the widget, or the sizing bin around it; nil
    /// for a window. Stored, because containers collect it for every child on every structural
    /// change.
    private(set) var containedWidget: WidgetPointer?
    /// A window's presentation and its own close connections, apart from the user's.
    private var presentation: WindowPresentation?
    private var closeConnections: SignalScope?

    override init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: P.Represented) {
        coordinator = P.makeCoordinator(view)
        widgetKind = P.widgetKind(view, environment: environment)
        Diagnostics.liveCoordinators.increment()
        widget = P.make(
            view, context: P.context(coordinator: coordinator, environment: environment, connections: connections))
        let pointer = widget.widgetPointer
        reference = GObjectReference(retaining: pointer)
        WidgetCensus.track(pointer)
        if !P.isWindow {
            containedWidget = pointer
            gtk_widget_show(pointer)
        }
        super.init(graph: graph, parent: parent, environment: environment, view: view)
        if P.isWindow {
            present(pointer)
        } else {
            installSizingIfWanted()
            applyUpdate()
        }
    }

    /// Whether the representable measures itself: its sizing bin asks for the view at any time.
    var measuresItself: Bool { outerWidget != nil }

    var context: P.Context {
        P.context(coordinator: coordinator, environment: environment, connections: connections)
    }

    override func appendWidgets(to widgets: inout [MountedChild]) {
        // A window is not part of its parent's widget tree.
        guard let containedWidget else { return }
        widgets.append(MountedChild(widget: containedWidget, containerValues: ContainerValues()))
    }

    override func didUnmount() {
        // The coordinator must not hear from an object that is being dismantled.
        connections.disconnectAll()
        closeConnections?.disconnectAll()
        P.dismantle(widget, coordinator: coordinator)
        Diagnostics.liveCoordinators.decrement()
        outerWidget = nil
        if let presentation, let reference {
            gtk_widget_destroy(reference.pointer)
            presentation.onDismiss?()
        }
        reference = nil
    }

    override func applyUpdate() {
        isDirty = false
        if !P.isWindow {
            let kind = P.widgetKind(view, environment: environment)
            if kind != widgetKind { replaceWidget(kind: kind) }
        }
        Diagnostics.widgetUpdates.increment()
        graph.widgetDidChange()
        let context = context
        tracked { P.update(view, widget, context: context) }
    }

    /// Makes a new coordinator and widget in place of the current ones, for a new widget kind.
    private func replaceWidget(kind: AnyHashable?) {
        widgetWillBeReplaced()
        connections.disconnectAll()
        P.dismantle(widget, coordinator: coordinator)
        widgetKind = kind
        coordinator = P.makeCoordinator(view)
        widget = P.make(view, context: context)
        let pointer = widget.widgetPointer
        reference = GObjectReference(retaining: pointer)
        WidgetCensus.track(pointer)
        gtk_widget_show(pointer)
        outerWidget = nil
        containedWidget = pointer
        installSizingIfWanted()
        // The old widget leaves the enclosing container when it next brings its children in line.
        parent?.structureDidChange()
        widgetWasReplaced()
    }

    /// Called before the widget is dismantled for a new one; containers take their children out.
    func widgetWillBeReplaced() {}

    /// Called once the new widget is made; containers put their children in.
    func widgetWasReplaced() {}

    /// Asks `sizeThatFits` once; a size means the representable measures itself from now on.
    private func installSizingIfWanted() {
        guard P.sizeThatFits(view, .unspecified, widget, context: context) != nil else { return }
        let bridge = SizingBridge { [weak self] proposal in
            guard let self, self.isMounted else { return nil }
            return P.sizeThatFits(self.view, proposal, self.widget, context: self.context)
        }
        let bin = GObjectReference(retaining: bridge.makeBin(around: widget.widgetPointer))
        outerWidget = bin
        containedWidget = bin.pointer
    }

    /// Shows a window: modal and transient for the host's window when presented as a sheet.
    private func present(_ pointer: WidgetPointer) {
        let presentation = environment.windowPresentation
        self.presentation = presentation
        if let parentWindow = environment.hosting?.window, presentation.isModal {
            gtk_window_set_transient_for(pointer.cast(), parentWindow)
            gtk_window_set_modal(pointer.cast(), 1)
            gtk_window_set_destroy_with_parent(pointer.cast(), 1)
        }
        connectCloseSignals(pointer, userClose: presentation.onUserClose)
        applyUpdate()
        gtk_window_present(pointer.cast())
    }

    /// The close button and Escape (which GtkDialog turns into a response) ask the owner to
    /// unmount; the window itself is destroyed only then, so state and window never disagree.
    private func connectCloseSignals(_ pointer: WidgetPointer, userClose: (@MainActor () -> Void)?) {
        let scope = SignalScope()
        closeConnections = scope
        _ = scope.add(
            Signals.connect(pointer, "delete-event") { _ -> Bool in
                guard let userClose else { return false }
                userClose()
                return true
            })
        if pointer.isInstance(of: gtk_dialog_get_type()) {
            _ = scope.add(Signals.connect(pointer, "response", after: true) { _ in userClose?() })
        } else {
            _ = scope.add(
                Signals.connect(pointer, "key-press-event") { args -> Bool in
                    guard let userClose, args[1].pointer(to: GdkEventKey.self)?.pointee.keyval == guint(GDK_KEY_Escape)
                    else { return false }
                    userClose()
                    return true
                })
        }
    }
}
