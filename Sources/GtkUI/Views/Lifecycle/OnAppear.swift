/// Runs an action after its content is mounted.
struct OnAppear<Content: View>: View, ContentWrapper {
    let content: Content
    let action: @MainActor () -> Void
}

extension OnAppear: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        OnAppearNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

final class OnAppearNode<Content: View>: WrapperNode<OnAppear<Content>> {
    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, wrapper: OnAppear<Content>
    ) {
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        runAfterPass()
    }

    /// Runs the action after the pass, so it sees the widgets in place.
    func runAfterPass() {
        graph.afterPass { [weak self] in
            guard let self, self.isMounted else { return }
            self.wrapper.action()
        }
    }

}

extension View {
    /// Runs `action` once, after this view is mounted.
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        OnAppear(content: self, action: action)
    }
}
