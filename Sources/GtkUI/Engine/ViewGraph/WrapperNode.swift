/// Mounts a built-in view that wraps one content view and adds behaviour around it (appear,
/// disappear, change and task callbacks), without a widget of its own.
class WrapperNode<Wrapper: ContentWrapper>: ViewNode {
    private(set) var wrapper: Wrapper
    private var child: ViewNode?

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, wrapper: Wrapper) {
        self.wrapper = wrapper
        super.init(graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(Wrapper.self))
        child = graph.makeNode(for: wrapper.content, parent: self, environment: environment)
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        guard let newWrapper = view as? Wrapper else { return }
        self.environment = environment
        let old = wrapper
        wrapper = newWrapper
        child = reconcile(child, typed: newWrapper.content)
        wrapperDidChange(from: old)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    /// Called after the content was updated for a new wrapper value.
    func wrapperDidChange(from old: Wrapper) {}
}

/// A built-in view that wraps one content view, such as the lifecycle modifiers.
@MainActor
protocol ContentWrapper: View {
    associatedtype Content: View
    /// The wrapped view.
    var content: Content { get }
}
