/// Gives the container around its content a value for each widget the content contributes;
/// made by ``View/containerValue(_:_:)``.
struct ContainerValueWriter<Content: View>: View {
    let content: Content
    let write: (inout ContainerValues) -> Void
}

extension ContainerValueWriter: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ContainerValueWriterNode(graph: graph, parent: parent, environment: environment, writer: self)
    }
}

extension View {
    /// Sets the value at `keyPath` for the container this view is placed in (a grid cell, a tab
    /// label, a tag). The value set closest to the view wins. When the value changes, the
    /// container's ``GtkContainerRepresentable/updateChild(_:placement:in:context:)`` runs.
    public func containerValue<Value>(_ keyPath: WritableKeyPath<ContainerValues, Value>, _ value: Value)
        -> some View
    {
        writingContainerValue(keyPath, value)
    }

    /// ``containerValue(_:_:)`` with its concrete type, for built-ins that name it.
    func writingContainerValue<Value>(_ keyPath: WritableKeyPath<ContainerValues, Value>, _ value: Value)
        -> ContainerValueWriter<Self>
    {
        ContainerValueWriter(content: self, write: { $0[keyPath: keyPath] = value })
    }
}

/// Mounts a ``ContainerValueWriter``: adds its values to the widgets below it, and tells the
/// enclosing container when they change.
final class ContainerValueWriterNode<Content: View>: ViewNode {
    private var values: ContainerValues
    private var child: ViewNode?

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, writer: ContainerValueWriter<Content>) {
        values = Self.values(of: writer)
        super.init(
            graph: graph, parent: parent, environment: environment,
            viewType: ObjectIdentifier(ContainerValueWriter<Content>.self))
        child = graph.makeNode(for: writer.content, parent: self, environment: environment)
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        guard let writer = view as? ContainerValueWriter<Content> else { return }
        self.environment = environment
        let newValues = Self.values(of: writer)
        if !newValues.isSame(as: values) {
            values = newValues
            structureDidChange()
        }
        child = reconcile(child, typed: writer.content)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    override func appendWidgets(to children: inout [MountedChild]) {
        let start = children.count
        child?.appendWidgets(to: &children)
        for index in start..<children.count { children[index].containerValues.fill(from: values) }
    }

    private static func values(of writer: ContainerValueWriter<Content>) -> ContainerValues {
        var values = ContainerValues()
        writer.write(&values)
        return values
    }
}
