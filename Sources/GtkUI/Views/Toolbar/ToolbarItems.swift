/// The items of a `.toolbar`: mounted in place, so they keep the declaring view's state and
/// environment, but contributing no widget to the container around them. Their widgets go to the
/// ``HeaderBarController`` of the window, which the environment names.
struct ToolbarItems<Content: View>: View, BuiltinView {
    let content: Content

    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ToolbarItemsNode(graph: graph, parent: parent, environment: environment, items: self)
    }
}

/// Mounts ``ToolbarItems``: a widget container with no widget of its own, whose children are
/// reported to the window's header bar instead of being placed in a GTK container.
final class ToolbarItemsNode<Content: View>: ViewNode {
    private var child: ViewNode?
    /// The widgets last reported, each with a reference taken here, so a widget stays alive
    /// until the header bar let it go, even when its node unmounted first.
    private var widgets: [ToolbarWidget] = []
    /// The header bar reported to; the window that made it keeps it alive.
    private weak var collector: ReportedValues<[ToolbarWidget]>?
    private var warnedOutsideWindow = false

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, items: ToolbarItems<Content>) {
        super.init(
            graph: graph, parent: parent, environment: environment,
            viewType: ObjectIdentifier(ToolbarItems<Content>.self))
        child = graph.makeNode(for: items.content, parent: self, environment: environment)
        syncChildWidgets()
    }

    override var isWidgetContainer: Bool { true }

    override func update(with view: any View, environment: EnvironmentValues) {
        guard let items = view as? ToolbarItems<Content> else { return }
        self.environment = environment
        child = reconcile(child, typed: items.content)
        reportIfCollectorChanged()
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        super.environmentDidChange(environment)
        reportIfCollectorChanged()
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    /// The items' widgets belong to the header bar, not to the container around this view.
    override func appendWidgets(to widgets: inout [MountedChild]) {}

    override func syncChildWidgets() {
        var mounted: [MountedChild] = []
        child?.appendWidgets(to: &mounted)
        let current = mounted.map {
            ToolbarWidget(widget: $0.widget, placement: $0.containerValues.toolbarItemPlacement)
        }
        guard current != widgets else { return }
        for item in current { g_object_ref(item.widget.gObject) }
        let previous = widgets
        widgets = current
        report()
        for item in previous { g_object_unref(item.widget.gObject) }
    }

    override func didUnmount() {
        collector?.withdraw(from: self)
        collector = nil
        for item in widgets { g_object_unref(item.widget.gObject) }
        widgets.removeAll()
    }

    private func reportIfCollectorChanged() {
        if environment.toolbarCollector !== collector { report() }
    }

    private func report() {
        let current = environment.toolbarCollector
        if current !== collector {
            collector?.withdraw(from: self)
            collector = current
        }
        if let current {
            current.report(widgets, from: self)
        } else if !widgets.isEmpty, !warnedOutsideWindow {
            warnedOutsideWindow = true
            Diagnostics.warn("GtkUI: toolbar items outside a window with a header bar are ignored")
        }
    }
}

private struct ToolbarCollectorKey: EnvironmentKey {
    static var defaultValue: ReportedValues<[ToolbarWidget]>? { nil }
}

extension EnvironmentValues {
    /// Where `.toolbar` items report their widgets: the header bar of the window or sheet.
    var toolbarCollector: ReportedValues<[ToolbarWidget]>? {
        get { self[ToolbarCollectorKey.self] }
        set { self[ToolbarCollectorKey.self] = newValue }
    }
}
