/// Runs an action after its content is mounted.
public struct OnAppear<Content: View>: View {
    let content: Content
    let action: @MainActor () -> Void
}

extension OnAppear: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        OnAppearNode(graph: graph, parent: parent, environment: environment, wrapper: self, content: content)
    }
}

final class OnAppearNode<Content: View>: WrapperNode<OnAppear<Content>> {
    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, wrapper: OnAppear<Content>,
        content: any View
    ) {
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper, content: content)
        // After the pass, so the action sees the widgets in place.
        graph.afterPass { [weak self] in
            guard let self, self.isMounted else { return }
            self.wrapper.action()
        }
    }

    override func content(of wrapper: OnAppear<Content>) -> any View { wrapper.content }
}

extension View {
    /// Runs `action` once, after this view is mounted.
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> OnAppear<Self> {
        OnAppear(content: self, action: action)
    }
}
