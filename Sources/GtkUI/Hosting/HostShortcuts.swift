/// The keyboard shortcuts of a host's content: the ``KeyboardShortcutsKey`` value read at the
/// host's root, installed in the window the host is in (see ``ShortcutRegistry``). The host may
/// be put in a window after mounting, or moved to another one, and a view's button may change:
/// each reading installs what changed and takes away what is gone.
@MainActor
final class HostShortcuts {
    /// The host's root widget; the host owns it and this object both.
    private let widget: WidgetPointer
    private var declarations: [ShortcutDeclaration] = []
    private var installed: [ShortcutRegistry.Installation] = []
    /// A reference on each installed button, so that taking a shortcut away is still possible
    /// when the host is dismantled after its buttons' views (its root goes last).
    private var buttons: [WidgetPointer: GObjectReference<GtkWidget>] = [:]
    private var hierarchyConnection: SignalConnection?

    init(widget: WidgetPointer) {
        self.widget = widget
    }

    /// Installs `declarations`, the combined value of the content's `.keyboardShortcut`s.
    func show(_ declarations: [ShortcutDeclaration]) {
        self.declarations = declarations
        if hierarchyConnection == nil, !declarations.isEmpty {
            hierarchyConnection = Signals.connect(widget, "hierarchy-changed") { [weak self] _ in self?.install() }
        }
        install()
    }

    /// Takes every shortcut away, for a host whose content goes away.
    func end() {
        hierarchyConnection?.disconnect()
        hierarchyConnection = nil
        declarations = []
        install()
    }

    private func install() {
        let wanted = declarations.compactMap { declaration in
            declaration.button.map { (button: $0, shortcut: declaration.shortcut) }
        }
        let window = gtk_widget_get_toplevel(widget)
        let kept = installed.filter { installation in
            installation.window == window
                && wanted.contains { $0.button == installation.button && installation.matches($0.shortcut) }
        }
        for installation in installed where !kept.contains(installation) {
            ShortcutRegistry.uninstall(installation)
        }
        installed = kept
        for (button, shortcut) in wanted
        where !kept.contains(where: { $0.button == button && $0.matches(shortcut) }) {
            if let installation = ShortcutRegistry.install(shortcut, on: button) { installed.append(installation) }
        }
        var held: [WidgetPointer: GObjectReference<GtkWidget>] = [:]
        for installation in installed {
            held[installation.button] = buttons[installation.button] ?? GObjectReference(retaining: installation.button)
        }
        buttons = held
    }
}
