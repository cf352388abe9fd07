/// Hands its content the ``Hosting`` that contains it: the host's widget, and its toplevel
/// window once attached. The GTK form of the `ContainerView` SwiftUI users write to give ad SDKs
/// and dialogs a parent view controller.
///
/// ```swift
/// ContainerView { host in
///     AdBanner(parent: host.window)   // nil until the host is in a window
/// }
/// ```
/// The content is evaluated again when the host's toplevel window becomes available or changes.
public struct ContainerView<Content: View> {
    let content: (any Hosting) -> Content

    /// Builds the content from the host that contains it.
    nonisolated public init(@ViewBuilder content: @escaping (any Hosting) -> Content) {
        self.content = content
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension ContainerView: View {}

extension ContainerView: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ContainerViewNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// Mounts a ``ContainerView``: evaluates the content with the host, and again when the host's
/// widget moves to another toplevel.
final class ContainerViewNode<Content: View>: ViewNode {
    private var view: ContainerView<Content>
    private var child: ViewNode?
    private var hierarchyConnection: SignalConnection?
    /// The window the content last saw, to skip toplevel changes that change nothing.
    private var lastWindow: UnsafeMutablePointer<GtkWindow>?

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: ContainerView<Content>) {
        self.view = view
        super.init(
            graph: graph, parent: parent, environment: environment,
            viewType: ObjectIdentifier(ContainerView<Content>.self))
        guard let host = environment.hosting else {
            Diagnostics.warn("GtkUI: ContainerView is not inside a HostingWidget or HostingWindow; it shows nothing")
            return
        }
        // hierarchy-changed reaches every widget below a new toplevel, the host's root included.
        hierarchyConnection = Signals.connect(host.widget, "hierarchy-changed") { [weak self] _ in
            guard let self, self.isMounted, environment.hosting?.window != self.lastWindow else { return }
            self.invalidate()
        }
        evaluate()
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        guard let view = view as? ContainerView<Content> else { return }
        self.view = view
        self.environment = environment
        evaluate()
    }

    override func rebuild() {
        guard isDirty else { return }
        evaluate()
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    override func didUnmount() {
        hierarchyConnection?.disconnect()
    }

    private func evaluate() {
        isDirty = false
        guard let host = environment.hosting else { return }
        lastWindow = host.window
        Diagnostics.bodyEvaluations.increment()
        let content = tracked { view.content(host) }
        child = reconcile(child, with: content)
    }
}
