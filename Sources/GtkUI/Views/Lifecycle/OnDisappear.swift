/// Runs an action when its content is removed.
struct OnDisappear<Content: View>: View, ContentWrapper {
    let content: Content
    let action: @MainActor () -> Void
}

extension OnDisappear: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        OnDisappearNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

final class OnDisappearNode<Content: View>: WrapperNode<OnDisappear<Content>> {
    /// Whether the view already disappeared with its lazy row, which waits for reuse.
    var disappearedWithRow = false

    override func didUnmount() {
        if !disappearedWithRow { wrapper.action() }
    }
}

extension View {
    /// Runs `action` once, when this view is removed (its identity ends or its host goes away).
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
        OnDisappear(content: self, action: action)
    }
}
