/// Puts a declarative view tree inside any GTK container: the GTK form of
/// `UIHostingController`'s view.
///
/// ```swift
/// let host = HostingWidget(rootView: NoteList())
/// gtk_container_add(someBox, host.widget)
/// ```
/// Keep the host alive as long as its widget is shown; releasing it dismantles the tree. The tree
/// is also dismantled when GTK destroys the widget (for example with its window). GTK sizes the
/// widget by its natural size, like any other.
@MainActor
public final class HostingWidget<Content: View>: Hosting, SystemEnvironmentHost {
    private let graph: ViewGraph
    private let reference = HostReference()
    private let box: GObjectReference<GtkBox>
    /// The window title that the content sets outside any navigation container.
    private let navigationTitle: HostNavigationTitle
    /// The header bar of the window, from the environment given, for the content's toolbar items.
    private let headerBar: HeaderBarController?
    /// Where the content's focused values go to the window.
    private let focusedValues: HostFocusedValues
    /// Where the content's keyboard shortcuts go to the window.
    private let shortcuts: HostShortcuts
    // Set once in init; implicitly unwrapped so the host can be referenced while its tree mounts.
    private var root: ContainerNode<WidgetPlatform<HostingRoot<Content>>>!
    private var destroyConnection: SignalConnection?

    /// The view tree shown. Setting it updates the widgets in place and keeps `@State`.
    public var rootView: Content {
        didSet {
            graph.performUpdates {
                root.update(
                    with: HostingRoot(
                        root: rootView, box: box.pointer, navigationTitle: navigationTitle, headerBar: headerBar,
                        focusedValues: focusedValues, shortcuts: shortcuts),
                    environment: root.environment)
            }
        }
    }

    /// The GTK widget to add to a container. Owned by this host.
    public var widget: UnsafeMutablePointer<GtkWidget> { box.pointer.cast() }

    /// The window a ``HostingWindow`` made this host for, borrowed from it (it owns this host).
    private let intendedWindow: UnsafeMutablePointer<GtkWindow>?

    /// The toplevel window the widget is in, or nil while it is not in one.
    public var window: UnsafeMutablePointer<GtkWindow>? {
        if let toplevel = Self.toplevelWindow(of: widget) { return toplevel }
        // A hosting window mounts its content before adding it; a sheet presented while the
        // content first mounts is still transient for that window.
        guard gtk_widget_get_parent(widget) == nil, root?.isMounted ?? true else { return nil }
        return intendedWindow
    }

    /// Mounts `rootView` into new GTK widgets.
    public convenience init(rootView: Content) {
        self.init(rootView: rootView, environment: EnvironmentValues())
    }

    /// Mounts `rootView` with `environment` as the root environment (for windows and scenes).
    /// An app's windows share its scene graph, so one update pass evaluates the app's body
    /// before the windows' content.
    /// `intendedWindow` is the window the host will be added to right after, if known.
    init(
        rootView: Content, environment: EnvironmentValues, graph: ViewGraph = ViewGraph(),
        intendedWindow: UnsafeMutablePointer<GtkWindow>? = nil
    ) {
        GtkThread.check()
        self.graph = graph
        self.intendedWindow = intendedWindow
        self.rootView = rootView
        var environment = environment
        environment.hostReference = reference
        // Each host is a scene of its own: a window's views share their `@SceneStorage`.
        if environment.sceneStorage == nil { environment.sceneStorage = SceneStorageValues() }
        SystemEnvironment.apply(to: &environment)
        box = GObjectReference(adopting: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!.cast())
        navigationTitle = HostNavigationTitle(widget: box.pointer.cast())
        headerBar = environment.toolbarHeaderBar
        focusedValues = HostFocusedValues(widget: box.pointer.cast())
        shortcuts = HostShortcuts(widget: box.pointer.cast())
        reference.host = self
        root = graph.performUpdates { [graph, box, navigationTitle, headerBar, focusedValues, shortcuts] in
            ContainerNode(
                graph: graph, parent: nil, environment: environment,
                view: HostingRoot(
                    root: rootView, box: box.pointer, navigationTitle: navigationTitle, headerBar: headerBar,
                    focusedValues: focusedValues, shortcuts: shortcuts))
        }
        destroyConnection = Signals.connect(box.pointer, "destroy") { [weak self] _ in
            self?.dismantle()
        }
        SystemEnvironment.register(self)
    }

    /// Runs any pending update now, instead of waiting for GLib's loop.
    public func flushUpdates() {
        graph.flush()
    }

    private func dismantle() {
        guard root.isMounted else { return }
        destroyConnection?.disconnect()
        root.removeAllChildWidgets()
        root.unmount()
    }

    /// Brings the desktop's values (the colour scheme) into the root environment when they changed.
    func systemEnvironmentDidChange() {
        guard root.isMounted else { return }
        var environment = root.environment
        guard SystemEnvironment.apply(to: &environment, host: box.pointer.cast()) else { return }
        environment.markChanged()
        graph.performUpdates { root.environmentDidChange(environment) }
    }

    isolated deinit {
        dismantle()
    }
}
