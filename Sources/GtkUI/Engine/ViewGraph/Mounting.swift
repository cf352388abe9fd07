/// The one dispatch point for mounting: which node mounts a view type is decided once per type,
/// from the kinds that GtkUI knows (its built-in views, the representable protocols, and views
/// with a body), and kept as a ``Mounter``.
@MainActor
enum Mounting {
    private static var mounters: [ObjectIdentifier: any Mounter] = [:]

    /// Creates the node that mounts `view`.
    static func makeNode<V: View>(
        for view: V, in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues
    ) -> ViewNode {
        let key = ObjectIdentifier(V.self)
        let mounter: any Mounter
        if let known = mounters[key] {
            mounter = known
        } else {
            mounter = learn(V.self)
            mounters[key] = mounter
        }
        return mounter.makeNode(for: view, in: graph, parent: parent, environment: environment)
    }

    /// The mounter of `type`. A container is a widget representable too, so it is asked first.
    private static func learn<V: View>(_ type: V.Type) -> any Mounter {
        if let builtin = type as? any BuiltinView.Type { return builtinMounter(builtin) }
        if let container = type as? any GtkContainerRepresentable.Type { return containerMounter(container) }
        if let widget = type as? any GtkWidgetRepresentable.Type { return widgetMounter(widget) }
        if let window = type as? any GtkWindowRepresentable.Type { return windowMounter(window) }
        return CompositeMounter<V>()
    }

    private static func builtinMounter<B: BuiltinView>(_: B.Type) -> any Mounter { BuiltinMounter<B>() }
    private static func containerMounter<R: GtkContainerRepresentable>(_: R.Type) -> any Mounter {
        ContainerMounter<WidgetPlatform<R>>()
    }
    private static func widgetMounter<R: GtkWidgetRepresentable>(_: R.Type) -> any Mounter {
        PlatformMounter<WidgetPlatform<R>>()
    }
    private static func windowMounter<R: GtkWindowRepresentable>(_: R.Type) -> any Mounter {
        PlatformMounter<WindowPlatform<R>>()
    }
}

/// Makes the node for one view type.
@MainActor
protocol Mounter {
    func makeNode<V: View>(for view: V, in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues)
        -> ViewNode
}

extension Mounter {
    /// A defined result should a view of another type ever arrive.
    fileprivate func mismatch(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TupleNode(graph: graph, parent: parent, environment: environment, view: EmptyView())
    }
}

private struct BuiltinMounter<B: BuiltinView>: Mounter {
    func makeNode<V: View>(for view: V, in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues)
        -> ViewNode
    {
        guard let view = view as? B else { return mismatch(in: graph, parent: parent, environment: environment) }
        return view.makeNode(in: graph, parent: parent, environment: environment)
    }
}

struct PlatformMounter<P: PlatformRepresentable>: Mounter {
    func makeNode<V: View>(for view: V, in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues)
        -> ViewNode
    {
        guard let view = view as? P.Represented else {
            return mismatch(in: graph, parent: parent, environment: environment)
        }
        return RepresentableNode<P>(graph: graph, parent: parent, environment: environment, view: view)
    }
}

struct ContainerMounter<P: PlatformContainer>: Mounter {
    func makeNode<V: View>(for view: V, in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues)
        -> ViewNode
    {
        guard let view = view as? P.Represented else {
            return mismatch(in: graph, parent: parent, environment: environment)
        }
        return ContainerNode<P>(graph: graph, parent: parent, environment: environment, view: view)
    }
}

private struct CompositeMounter<Body: View>: Mounter {
    func makeNode<V: View>(for view: V, in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues)
        -> ViewNode
    {
        CompositeNode(graph: graph, parent: parent, environment: environment, view: view)
    }
}
