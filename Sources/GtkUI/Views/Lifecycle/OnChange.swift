/// Runs an action when a value changes between updates.
struct OnChange<Content: View, Value: Equatable>: View, ContentWrapper {
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void
}

extension OnChange: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        OnChangeNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

final class OnChangeNode<Content: View, Value: Equatable>: WrapperNode<OnChange<Content, Value>> {
    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, wrapper: OnChange<Content, Value>
    ) {
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        if wrapper.initial {
            let value = wrapper.value
            graph.afterPass { wrapper.action(value, value) }
        }
    }

    override func wrapperDidChange(from old: OnChange<Content, Value>) {
        let (oldValue, newValue, action) = (old.value, wrapper.value, wrapper.action)
        guard oldValue != newValue else { return }
        // After the pass, like SwiftUI: the action sees the updated widgets.
        graph.afterPass { action(oldValue, newValue) }
    }
}

extension View {
    /// Runs `action` with the old and new value whenever `value` changes between updates, and
    /// once at mount with the value twice when `initial` is true.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping @MainActor (Value, Value) -> Void
    ) -> some View {
        OnChange(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` whenever `value` changes between updates (and at mount when `initial`).
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        OnChange(content: self, value: value, initial: initial) { _, _ in action() }
    }
}
