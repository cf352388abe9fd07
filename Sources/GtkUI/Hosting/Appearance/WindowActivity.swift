import CGtkShim

/// Tells ``SystemEnvironment`` when a window may have become active, inactive, hidden or
/// minimised, so each host's `scenePhase` follows its window.
///
/// One emission hook per event signal, for every widget, instead of a connection per window:
/// focus changes and window-state changes schedule one coalesced refresh.
@MainActor
enum WindowActivity {
    private static var installed = false

    /// Installs the hooks; once per process.
    static func observeChanges() {
        guard !installed, GtkSettingsAccess.settings != nil else { return }
        installed = true
        let widgetType = gtk_widget_get_type()
        for name in ["focus-in-event", "focus-out-event", "window-state-event", "map-event", "unmap-event"] {
            let signal = g_signal_lookup(name, widgetType)
            guard signal != 0 else { continue }
            g_signal_add_emission_hook(
                signal, 0,
                { _, _, _, _ in
                    MainActor.assumeIsolated { SystemEnvironment.valuesDidChange() }
                    return 1  // keep the hook
                }, nil, nil)
        }
    }

    /// The phase of the window that holds `widget`: active while its window is the active one,
    /// background while the window is hidden or minimised, inactive otherwise; active when the
    /// widget is in no window yet.
    static func phase(of widget: UnsafeMutablePointer<GtkWidget>) -> ScenePhase {
        guard let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0,
            toplevel.isInstance(of: gtk_window_get_type())
        else { return .active }
        let window: UnsafeMutablePointer<GtkWindow> = toplevel.cast()
        if gtk_widget_get_visible(toplevel) == 0 { return .background }
        if let gdkWindow = gtk_widget_get_window(toplevel),
            gdk_window_get_state(gdkWindow).rawValue & GDK_WINDOW_STATE_ICONIFIED.rawValue != 0
        {
            return .background
        }
        return gtk_window_is_active(window) != 0 ? .active : .inactive
    }
}
