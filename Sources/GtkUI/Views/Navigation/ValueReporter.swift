/// Reports `value` to the ``ReportedValues`` collector that the environment holds at
/// `collector`, for as long as it is mounted. Adds no widget.
///
/// Where no ancestor collects, `uncollected` (if any) gets the value with the content's first
/// widget whenever that widget moves to another window, and nil when the reporter goes away.
struct ValueReporter<Content: View, Value>: View, ContentWrapper {
    let content: Content
    let collector: KeyPath<EnvironmentValues, ReportedValues<Value>?>
    let value: Value
    var uncollected: (@MainActor (Value?, WidgetPointer) -> Void)? = nil
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
    /// With no collector: the content widget handed to `uncollected`, with a reference taken
    /// here (the content unmounts first, and its widget must still be valid when `uncollected`
    /// hears nil), and the connection telling when it moves to another window.
    private var uncollectedWidget: WidgetPointer?
    private var hierarchyConnection: SignalConnection?

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
        endUncollected()
    }

    private func report() {
        let current = environment[keyPath: wrapper.collector]
        if current !== collector {
            collector?.withdraw(from: self)
            collector = current
        }
        if let current {
            endUncollected()
            current.report(wrapper.value, from: self)
        } else if wrapper.uncollected != nil {
            reportUncollected()
        }
    }

    /// Hands the value to `uncollected` with the content's first widget, following that widget.
    private func reportUncollected() {
        var widgets: [MountedChild] = []
        forEachChild { $0.appendWidgets(to: &widgets) }
        guard let widget = widgets.first?.widget else { return endUncollected() }
        if widget != uncollectedWidget {
            endUncollected()
            g_object_ref(widget.gObject)
            uncollectedWidget = widget
            hierarchyConnection = Signals.connect(widget, "hierarchy-changed") { [weak self] _ in
                guard let self, let widget = self.uncollectedWidget else { return }
                self.wrapper.uncollected?(self.wrapper.value, widget)
            }
        }
        wrapper.uncollected?(wrapper.value, widget)
    }

    private func endUncollected() {
        hierarchyConnection?.disconnect()
        hierarchyConnection = nil
        if let widget = uncollectedWidget {
            wrapper.uncollected?(nil, widget)
            g_object_unref(widget.gObject)
        }
        uncollectedWidget = nil
    }
}
