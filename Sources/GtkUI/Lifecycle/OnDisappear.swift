/// Runs an action when its content is removed.
public struct OnDisappear<Content: View>: View, ContentWrapper {
    let content: Content
    let action: @MainActor () -> Void
}

extension OnDisappear: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        OnDisappearNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

final class OnDisappearNode<Content: View>: WrapperNode<OnDisappear<Content>> {

    override func didUnmount() {
        wrapper.action()
    }
}

extension View {
    /// Runs `action` once, when this view is removed (its identity ends or its host goes away).
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> OnDisappear<Self> {
        OnDisappear(content: self, action: action)
    }
}
