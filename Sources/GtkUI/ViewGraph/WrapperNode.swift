/// Mounts a built-in view that wraps one content view and adds behaviour around it (appear,
/// disappear, change and task callbacks), without a widget of its own.
class WrapperNode<Wrapper: View>: ViewNode {
    private(set) var wrapper: Wrapper
    private var child: ViewNode?

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, wrapper: Wrapper, content: any View) {
        self.wrapper = wrapper
        super.init(graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(Wrapper.self))
        child = graph.makeNode(for: content, parent: self, environment: environment)
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        guard let newWrapper = view as? Wrapper else { return }
        self.environment = environment
        let old = wrapper
        wrapper = newWrapper
        child = reconcile(child, with: content(of: newWrapper))
        wrapperDidChange(from: old)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    /// The content view inside a wrapper value.
    func content(of wrapper: Wrapper) -> any View { fatalError("GtkUI: \(Self.self) must override content(of:)") }

    /// Called after the content was updated for a new wrapper value.
    func wrapperDidChange(from old: Wrapper) {}
}
