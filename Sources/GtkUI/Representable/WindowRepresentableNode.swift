/// Mounts a ``GtkWindowRepresentable``: creates and presents its window while mounted, routes
/// the user's ways of closing it to the presentation, and destroys it on unmount. It adds no
/// widget to the enclosing container.
final class WindowRepresentableNode<R: GtkWindowRepresentable>: UpdatingNode<R> {
    private let coordinator: R.Coordinator
    private let connections = SignalScope()
    /// Our own connections for closing, apart from the user's.
    private let closeConnections = SignalScope()
    /// The window `makeWindow` returned; kept alive by `windowReference` until destroyed.
    private let window: R.WindowType
    private let windowReference: GObjectReference<GtkWidget>
    private let presentation: WindowPresentation

    override init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: R) {
        presentation = environment.windowPresentation
        coordinator = view.makeCoordinator()
        Diagnostics.liveCoordinators.increment()
        let parentWindow = environment.hosting?.window
        window = view.makeWindow(
            context: GtkWindowRepresentableContext(
                coordinator: coordinator, environment: environment, parentWindow: parentWindow,
                connections: connections))
        let pointer = window.widgetPointer
        windowReference = GObjectReference(retaining: pointer)
        WidgetCensus.track(pointer)
        super.init(graph: graph, parent: parent, environment: environment, view: view)
        if let parentWindow, presentation.isModal {
            gtk_window_set_transient_for(pointer.cast(), parentWindow)
            gtk_window_set_modal(pointer.cast(), 1)
            gtk_window_set_destroy_with_parent(pointer.cast(), 1)
        }
        connectCloseSignals(pointer)
        applyUpdate()
        gtk_window_present(pointer.cast())
    }

    // A window is not part of its parent's widget tree.
    override func appendWidgets(to widgets: inout [MountedChild]) {}

    override func didUnmount() {
        connections.disconnectAll()
        closeConnections.disconnectAll()
        R.dismantleWindow(window, coordinator: coordinator)
        Diagnostics.liveCoordinators.decrement()
        gtk_widget_destroy(windowReference.pointer)
        presentation.onDismiss?()
    }

    override func applyUpdate() {
        isDirty = false
        Diagnostics.widgetUpdates.increment()
        let context = GtkWindowRepresentableContext<R>(
            coordinator: coordinator, environment: environment, parentWindow: environment.hosting?.window,
            connections: connections)
        tracked { view.updateWindow(window, context: context) }
    }

    /// The close button and Escape (which GtkDialog turns into a response) ask the owner to
    /// unmount; the window itself is destroyed only then, so state and window never disagree.
    private func connectCloseSignals(_ pointer: WidgetPointer) {
        let userClose = presentation.onUserClose
        _ = closeConnections.add(
            Signals.connect(pointer, "delete-event") { _ -> Bool in
                guard let userClose else { return false }
                userClose()
                return true
            })
        if pointer.isInstance(of: gtk_dialog_get_type()) {
            _ = closeConnections.add(Signals.connect(pointer, "response", after: true) { _ in userClose?() })
        } else {
            _ = closeConnections.add(
                Signals.connect(pointer, "key-press-event") { args -> Bool in
                    guard let userClose, args[1].pointer(to: GdkEventKey.self)?.pointee.keyval == guint(GDK_KEY_Escape)
                    else { return false }
                    userClose()
                    return true
                })
        }
    }
}
