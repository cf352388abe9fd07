/// The items of a `.toolbar`: mounted in place, so they keep the declaring view's state and
/// environment, but contributing no widget to the container around them. Their widgets go up as
/// the preference ``ToolbarItemsKey`` to the root of the window's host, which shows them in its
/// header bar.
struct ToolbarItems<Content: View>: View, BuiltinView {
    let content: Content

    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ToolbarItemsNode(graph: graph, parent: parent, environment: environment, items: self)
    }
}

/// Mounts ``ToolbarItems``: a widget container with no widget of its own, whose children's
/// widgets are its value of ``ToolbarItemsKey`` instead of being placed in a GTK container.
final class ToolbarItemsNode<Content: View>: ViewNode {
    private var child: ViewNode?
    /// The widgets last given, each with a reference taken here, so that they are valid for
    /// the header bar to take its own.
    private var widgets: [ToolbarWidget] = []
    private var warnedOutsideWindow = false
    private static var key: ObjectIdentifier { ObjectIdentifier(ToolbarItemsKey.self) }

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, items: ToolbarItems<Content>) {
        super.init(
            graph: graph, parent: parent, environment: environment,
            viewType: ObjectIdentifier(ToolbarItems<Content>.self))
        child = graph.makeNode(for: items.content, parent: self, environment: environment)
        countPreferenceWriter(Self.key, by: 1)
        syncChildWidgets()
    }

    override var isWidgetContainer: Bool { true }

    override func update(with view: any View, environment: EnvironmentValues) {
        guard let items = view as? ToolbarItems<Content> else { return }
        self.environment = environment
        child = reconcile(child, typed: items.content)
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
        preferenceMayHaveChanged(Self.key)
        warnIfNotShown()
        for item in previous { g_object_unref(item.widget.gObject) }
    }

    override func didUnmount() {
        countPreferenceWriter(Self.key, by: -1)
        preferenceMayHaveChanged(Self.key)
        for item in widgets { g_object_unref(item.widget.gObject) }
        widgets.removeAll()
    }

    override func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard K.self == ToolbarItemsKey.self else { return childPreferenceValue(key) }
        return widgets as? K.Value
    }

    private func warnIfNotShown() {
        guard environment.toolbarHeaderBar == nil, !widgets.isEmpty, !warnedOutsideWindow else { return }
        warnedOutsideWindow = true
        Diagnostics.warn("GtkUI: toolbar items outside a window with a header bar are ignored")
    }
}
