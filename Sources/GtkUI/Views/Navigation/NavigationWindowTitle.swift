/// Shows a navigation title on the window around a widget: `gtk_window_set_title` with the
/// title, and the subtitle kept on the window as object data under ``subtitleKey`` until
/// windows have header bars to show it. With no title the window's own title comes back.
@MainActor
enum NavigationWindowTitle {
    /// The window data key holding the navigation subtitle (a C string), absent when there is none.
    static let subtitleKey = "gtkui-navigation-subtitle"
    /// The window data key holding the title the window had before navigation set one.
    private static let baseTitleKey = "gtkui-navigation-base-title"

    /// Applies `title` to the toplevel window of `widget`; does nothing outside a window.
    static func apply(_ title: NavigationTitle?, near widget: WidgetPointer) {
        guard let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0,
            toplevel.isInstance(of: gtk_window_get_type())
        else { return }
        let window: UnsafeMutablePointer<GtkWindow> = toplevel.cast()
        let object = toplevel.gObject
        if g_object_get_data(object, baseTitleKey) == nil {
            let base = gtk_window_get_title(window).map { String(cString: $0) } ?? ""
            g_object_set_data_full(object, baseTitleKey, g_strdup(base), g_free)
        }
        let base = g_object_get_data(object, baseTitleKey).map {
            String(cString: $0.assumingMemoryBound(to: CChar.self))
        }
        let wanted = title?.title ?? base ?? ""
        let current = gtk_window_get_title(window).map { String(cString: $0) }
        if current != wanted { gtk_window_set_title(window, wanted) }
        if let subtitle = title?.subtitle {
            g_object_set_data_full(object, subtitleKey, g_strdup(subtitle), g_free)
        } else {
            g_object_set_data(object, subtitleKey, nil)
        }
    }

    /// The navigation subtitle shown on `window`, if any.
    static func subtitle(of window: UnsafeMutablePointer<GtkWindow>) -> String? {
        g_object_get_data(window.cast(), subtitleKey).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }
}
