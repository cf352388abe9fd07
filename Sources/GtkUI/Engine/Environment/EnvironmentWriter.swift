/// Sets an environment value for its content.
struct EnvironmentWriter<Content: View>: View {
    let content: Content
    let write: (inout EnvironmentValues) -> Void
    /// Compares the written value with the previous one, when its type is Equatable.
    let isSameValue: (EnvironmentWriter<Content>) -> Bool
}

extension EnvironmentWriter: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        EnvironmentWriterNode(graph: graph, parent: parent, environment: environment, writer: self)
    }
}

/// Mounts an ``EnvironmentWriter``: keeps the derived environment, and gives it a new identity
/// only when the inherited environment or the written value changed.
final class EnvironmentWriterNode<Content: View>: ViewNode {
    private var writer: EnvironmentWriter<Content>
    private var derived: EnvironmentValues
    private var child: ViewNode?

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, writer: EnvironmentWriter<Content>) {
        self.writer = writer
        derived = Self.derive(environment, writer)
        super.init(
            graph: graph, parent: parent, environment: environment,
            viewType: ObjectIdentifier(EnvironmentWriter<Content>.self))
        child = graph.makeNode(for: writer.content, parent: self, environment: derived)
    }

    override var childEnvironment: EnvironmentValues { derived }

    override func update(with view: any View, environment: EnvironmentValues) {
        guard let newWriter = view as? EnvironmentWriter<Content> else { return }
        let changed = environment.identity != self.environment.identity || !newWriter.isSameValue(writer)
        self.environment = environment
        writer = newWriter
        if changed { derived = Self.derive(environment, newWriter) }
        child = reconcile(child, with: newWriter.content)
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        self.environment = environment
        derived = Self.derive(environment, writer)
        child?.environmentDidChange(derived)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    private static func derive(_ environment: EnvironmentValues, _ writer: EnvironmentWriter<Content>)
        -> EnvironmentValues
    {
        var derived = environment
        writer.write(&derived)
        derived.markChanged()
        return derived
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and everything inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> some View
    {
        EnvironmentWriter(
            content: self,
            write: { $0[keyPath: keyPath] = value },
            isSameValue: { previous in
                previous.valueIsEqual(to: value, at: keyPath)
            })
    }

    /// Provides `object` to every ``EnvironmentObject`` of its type inside this view.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        EnvironmentWriter(
            content: self,
            write: { $0.setObject(object) },
            isSameValue: { previous in
                var environment = EnvironmentValues()
                previous.write(&environment)
                return environment.object(of: Object.self) === object
            })
    }
}

extension EnvironmentWriter {
    /// Whether this writer writes `value` at `keyPath` too (false when `Value` is not Equatable).
    fileprivate func valueIsEqual<Value>(to value: Value, at keyPath: WritableKeyPath<EnvironmentValues, Value>)
        -> Bool
    {
        var environment = EnvironmentValues()
        write(&environment)
        guard let previous = environment[keyPath: keyPath] as? any Equatable else { return false }
        return previous.isEqual(to: value)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
