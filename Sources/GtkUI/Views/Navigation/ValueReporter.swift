/// Reports `value` to the ``ReportedValues`` collector that the environment holds at
/// `collector`, for as long as it is mounted; without a collector it does nothing. Adds no widget.
struct ValueReporter<Content: View, Value>: View, ContentWrapper {
    let content: Content
    let collector: KeyPath<EnvironmentValues, ReportedValues<Value>?>
    let value: Value
}

extension ValueReporter: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ValueReporterNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

/// Mounts a ``ValueReporter``: reports after its content mounted, again on each update, and
/// withdraws when unmounted or when the environment brings another collector.
final class ValueReporterNode<Content: View, Value>: WrapperNode<ValueReporter<Content, Value>> {
    /// The collector reported to; the ancestor that made it keeps it alive.
    private weak var collector: ReportedValues<Value>?

    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, wrapper: ValueReporter<Content, Value>
    ) {
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        report()
    }

    override func wrapperDidChange(from old: ValueReporter<Content, Value>) {
        report()
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        super.environmentDidChange(environment)
        report()
    }

    override func didUnmount() {
        collector?.withdraw(from: self)
    }

    private func report() {
        let current = environment[keyPath: wrapper.collector]
        if current !== collector {
            collector?.withdraw(from: self)
            collector = current
        }
        current?.report(wrapper.value, from: self)
    }
}
