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
public final class HostingWidget<Content: View> {
    private let graph = ViewGraph()
    private let root: ContainerNode<HostingRoot<Content>>
    private var destroyConnection: SignalConnection?

    /// The view tree shown. Setting it updates the widgets in place and keeps `@State`.
    public var rootView: Content {
        didSet {
            graph.performUpdates {
                root.update(with: HostingRoot(content: rootView), environment: root.environment)
            }
        }
    }

    /// The GTK widget to add to a container. Owned by this host.
    public var widget: UnsafeMutablePointer<GtkWidget> { root.containedWidget }

    /// Mounts `rootView` into new GTK widgets.
    public init(rootView: Content) {
        GtkThread.check()
        self.rootView = rootView
        let graph = graph
        var mounted: ContainerNode<HostingRoot<Content>>?
        graph.performUpdates {
            mounted = ContainerNode(
                graph: graph, parent: nil, environment: EnvironmentValues(), view: HostingRoot(content: rootView))
        }
        // performUpdates runs its body synchronously, so the node exists here.
        root = mounted!
        destroyConnection = Signals.connect(root.containedWidget, "destroy") { [weak self] _ in
            self?.dismantle()
        }
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

    isolated deinit {
        dismantle()
    }
}
