/// One of two views, chosen by an `if`/`else` or `switch` in a ``ViewBuilder``.
///
/// Switching branches replaces the subtree, so state inside the old branch is reset.
public struct ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    var active: (branch: Int, view: any View) {
        switch storage {
        case .trueContent(let view): return (0, view)
        case .falseContent(let view): return (1, view)
        }
    }
}

// View in an extension, so that the type is not main-actor isolated and ViewBuilder builds it anywhere.
extension ConditionalContent: View {}

extension ConditionalContent: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        SlotNode(graph: graph, parent: parent, environment: environment, slot: self)
    }
}

extension Optional: View where Wrapped: View {
    /// Optional views are mounted by the engine.
    public var body: Never { fatalError("GtkUI: body of a built-in view was called") }
}

extension Optional: BuiltinView where Wrapped: View {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        SlotNode(graph: graph, parent: parent, environment: environment, slot: self)
    }
}
