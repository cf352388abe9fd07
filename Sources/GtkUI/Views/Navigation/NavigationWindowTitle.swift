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
        guard let window = window(of: widget) else { return }
        setTitle(title?.title, on: window)
        setSubtitle(title?.subtitle, on: window)
    }

    /// Applies only the parts that `owner` sets (a `.navigationTitle` outside any navigation
    /// container sets the title and leaves the subtitle alone): from `shown`, nil restoring the
    /// window's own.
    static func apply(parts shown: NavigationTitle, of owner: NavigationTitle, near widget: WidgetPointer) {
        guard let window = window(of: widget) else { return }
        if owner.title != nil { setTitle(shown.title, on: window) }
        if owner.subtitle != nil { setSubtitle(shown.subtitle, on: window) }
    }

    /// The toplevel window of `widget`, if it is in one.
    private static func window(of widget: WidgetPointer) -> UnsafeMutablePointer<GtkWindow>? {
        guard let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0,
            toplevel.isInstance(of: gtk_window_get_type())
        else { return nil }
        return toplevel.cast()
    }

    /// Sets the window's title to `title`, or back to its own title for nil.
    private static func setTitle(_ title: String?, on window: UnsafeMutablePointer<GtkWindow>) {
        let object: UnsafeMutablePointer<GObject> = window.cast()
        if g_object_get_data(object, baseTitleKey) == nil {
            let base = gtk_window_get_title(window).map { String(cString: $0) } ?? ""
            g_object_set_data_full(object, baseTitleKey, g_strdup(base), g_free)
        }
        let base = g_object_get_data(object, baseTitleKey).map {
            String(cString: $0.assumingMemoryBound(to: CChar.self))
        }
        let wanted = title ?? base ?? ""
        let current = gtk_window_get_title(window).map { String(cString: $0) }
        if current != wanted { gtk_window_set_title(window, wanted) }
    }

    /// Keeps `subtitle` on the window, or removes it for nil.
    private static func setSubtitle(_ subtitle: String?, on window: UnsafeMutablePointer<GtkWindow>) {
        let object: UnsafeMutablePointer<GObject> = window.cast()
        if let subtitle {
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
