/// A view whose button is activated by a keyboard shortcut; made by
/// ``View/keyboardShortcut(_:modifiers:)``.
struct KeyboardShortcutView<Content: View>: View, ContentWrapper {
    let content: Content
    let shortcut: KeyboardShortcut?
}

extension KeyboardShortcutView: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        KeyboardShortcutNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

/// Installs the shortcut on the first button of its content, in the accelerator group of the
/// button's window, once the button is in a window; moves it when the button changes windows and
/// takes it away when the view goes.
final class KeyboardShortcutNode<Content: View>: WrapperNode<KeyboardShortcutView<Content>> {
    private var installed: ShortcutRegistry.Installation?
    private var hierarchyConnection: SignalConnection?
    /// The button declared to an app's commands, when the view is command content.
    private var declaredButton: WidgetPointer?

    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, wrapper: KeyboardShortcutView<Content>
    ) {
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        graph.afterPass { [weak self] in self?.install() }
    }

    override func wrapperDidChange(from old: KeyboardShortcutView<Content>) {
        guard old.shortcut != wrapper.shortcut || installed?.button != button else { return }
        install()
    }

    override func didUnmount() {
        hierarchyConnection?.disconnect()
        hierarchyConnection = nil
        uninstall()
    }

    /// The first button in the content's widgets.
    private var button: WidgetPointer? {
        var widgets: [MountedChild] = []
        appendWidgets(to: &widgets)
        for child in widgets {
            if let button = Self.firstButton(in: child.widget) { return button }
        }
        return nil
    }

    private static func firstButton(in widget: WidgetPointer) -> WidgetPointer? {
        if widget.isInstance(of: gtk_button_get_type()) { return widget }
        guard widget.isInstance(of: gtk_container_get_type()) else { return nil }
        for child in ContainerChildren.children(of: widget) {
            if let button = firstButton(in: child) { return button }
        }
        return nil
    }

    private func install() {
        guard isMounted else { return }
        uninstall()
        guard let button else { return }
        // In a command menu the shortcut is the command's accelerator, which the app installs.
        if let sink = environment.commandShortcutSink {
            declaredButton = button
            sink.declare(wrapper.shortcut, for: button)
            return
        }
        if hierarchyConnection == nil {
            hierarchyConnection = Signals.connect(button, "hierarchy-changed") { [weak self] _ in
                self?.install()
            }
        }
        guard let shortcut = wrapper.shortcut else { return }
        installed = ShortcutRegistry.install(shortcut, on: button)
    }

    private func uninstall() {
        if let installed { ShortcutRegistry.uninstall(installed) }
        installed = nil
        if let declaredButton { environment.commandShortcutSink?.withdraw(declaredButton) }
        declaredButton = nil
    }
}

extension View {
    /// Activates this view's button with `key` and `modifiers` (Ctrl by default: GNOME's
    /// Command). `.return` with no modifiers makes it the window's default button, which Enter
    /// activates; other shortcuts are accelerators of its window.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
        -> some View
    {
        KeyboardShortcutView(content: self, shortcut: KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Activates this view's button with `shortcut`: `.defaultAction` (Enter) or `.cancelAction`
    /// (Escape) among others; nil removes it.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        KeyboardShortcutView(content: self, shortcut: shortcut)
    }
}
