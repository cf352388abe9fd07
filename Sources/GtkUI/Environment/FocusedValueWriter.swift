/// Publishes focused values for its content; made by `.focusedValue(_:_:)` and
/// `.focusedSceneValue(_:_:)`. Adds no widget.
struct FocusedValueWriter<Content: View>: View, ContentWrapper {
    let content: Content
    let isScene: Bool
    let write: @MainActor (inout FocusedValues) -> Void
}

extension FocusedValueWriter: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        FocusedValueWriterNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

/// Publishes to the window of the content's first widget once the pass that mounted it is done,
/// again on each update and when the widget moves to another window; withdraws when unmounted.
final class FocusedValueWriterNode<Content: View>: WrapperNode<FocusedValueWriter<Content>> {
    private weak var window: WindowFocusedValues?
    /// The widget whose moves are followed; the content owns it and outlives the connection.
    private var followed: WidgetPointer?
    private var hierarchyConnection: SignalConnection?

    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, wrapper: FocusedValueWriter<Content>
    ) {
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        graph.afterPass { [weak self] in self?.publish() }
    }

    override func wrapperDidChange(from old: FocusedValueWriter<Content>) {
        publish()
    }

    override func didUnmount() {
        hierarchyConnection?.disconnect()
        hierarchyConnection = nil
        followed = nil
        window?.withdraw(ObjectIdentifier(self))
        window = nil
    }

    private func publish() {
        guard isMounted else { return }
        var children: [MountedChild] = []
        appendWidgets(to: &children)
        let widgets = children.map(\.widget)
        if widgets.first != followed {
            hierarchyConnection?.disconnect()
            followed = widgets.first
            hierarchyConnection = followed.map { widget in
                Signals.connect(widget, "hierarchy-changed") { [weak self] _ in self?.publish() }
            }
        }
        let toplevel = widgets.first.flatMap { gtk_widget_get_toplevel($0) }
        guard let toplevel, gtk_widget_is_toplevel(toplevel) != 0, toplevel.isInstance(of: gtk_window_get_type())
        else {
            window?.withdraw(ObjectIdentifier(self))
            window = nil
            return
        }
        let target = FocusedValuesCenter.shared.values(of: toplevel)
        if target !== window { window?.withdraw(ObjectIdentifier(self)) }
        window = target
        target.publish(
            WindowFocusedValues.Publication(
                widgets: widgets, depth: depth, isScene: wrapper.isScene, write: wrapper.write),
            from: ObjectIdentifier(self))
    }
}

extension View {
    /// Publishes `value` at `keyPath` of the ``FocusedValues`` while the focus is in this view
    /// (its widget or one inside it has the keyboard focus) and its window is the active one.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    {
        FocusedValueWriter(content: self, isScene: false) { $0[keyPath: keyPath] = value }
    }

    /// Publishes `value`, or nothing when nil, at `keyPath` while the focus is in this view.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> some View
    {
        FocusedValueWriter(content: self, isScene: false) { values in
            if let value { values[keyPath: keyPath] = value }
        }
    }

    /// Publishes `value` at `keyPath` of the ``FocusedValues`` while this view's window is the
    /// active one, wherever the focus is in it: the way for a window's content to tell the app's
    /// commands what it shows.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    {
        FocusedValueWriter(content: self, isScene: true) { $0[keyPath: keyPath] = value }
    }

    /// Publishes `value`, or nothing when nil, at `keyPath` while this view's window is active.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> some View
    {
        FocusedValueWriter(content: self, isScene: true) { values in
            if let value { values[keyPath: keyPath] = value }
        }
    }
}
