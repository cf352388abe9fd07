/// Applies one window behaviour to the window that hosts the view, when it appears and when the
/// behaviour changes; what ``View/windowResizeBehavior(_:)`` and its siblings make.
struct WindowBehaviorModifier: ViewModifier {
    let kind: WindowBehaviorKind
    let behavior: WindowInteractionBehavior
    @Environment(\.hosting) private var hosting

    func body(content: Content) -> some View {
        content
            .onAppear { apply() }
            .onChange(of: behavior) { apply() }
    }

    private func apply() {
        guard let window = hosting?.window else { return }
        let allowed: gboolean = behavior.isEnabled == false ? 0 : 1
        switch kind {
        case .resize: gtk_window_set_resizable(window, allowed)
        case .dismiss: gtk_window_set_deletable(window, allowed)
        case .minimize:
            // GTK 3 has no minimise switch of its own; a header bar leaves the button out of
            // its decoration layout, and nil gives back the desktop's layout.
            guard let bar = gtk_window_get_titlebar(window), bar.isInstance(of: gtk_header_bar_get_type()) else {
                return
            }
            let layout: String? = behavior.isEnabled == false ? WindowBehaviorKind.layoutWithoutMinimize : nil
            gtk_header_bar_set_decoration_layout(bar.cast(), layout)
        }
    }
}

/// Which interaction a ``WindowBehaviorModifier`` governs.
enum WindowBehaviorKind {
    case resize, dismiss, minimize

    /// GNOME's default layout without the minimise button.
    static let layoutWithoutMinimize = ":maximize,close"
}

extension View {
    /// Lets the user resize the window that shows this view, or not: `.disabled` makes the GTK
    /// window not resizable (`gtk_window_set_resizable`).
    public func windowResizeBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        modifier(WindowBehaviorModifier(kind: .resize, behavior: behavior))
    }

    /// Lets the user close the window that shows this view, or not: `.disabled` takes away the
    /// close button (`gtk_window_set_deletable`); code can still dismiss the window.
    public func windowDismissBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        modifier(WindowBehaviorModifier(kind: .dismiss, behavior: behavior))
    }

    /// Lets the user minimise the window that shows this view, or not: `.disabled` leaves the
    /// minimise button out of the window's header bar. A window with the window manager's title
    /// bar (`.windowStyle(.titleBar)`) keeps it, since GTK 3 cannot change that title bar.
    public func windowMinimizeBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        modifier(WindowBehaviorModifier(kind: .minimize, behavior: behavior))
    }
}
