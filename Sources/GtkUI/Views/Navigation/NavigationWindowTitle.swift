/// The one place that decides what a window's title bar shows: the navigation title when a view
/// set one, else the window's own title (its scene's, or what ``HostingWindow/title`` was given).
/// It sets `gtk_window_set_title` and, when the window has a header bar, that bar's title and
/// subtitle. The subtitle is also kept on the window as object data under ``subtitleKey``.
@MainActor
enum NavigationWindowTitle {
    /// The window data key holding the navigation subtitle (a C string), absent when there is none.
    static let subtitleKey = "gtkui-navigation-subtitle"
    /// The window data key holding the window's own title, shown when navigation sets none.
    private static let baseTitleKey = "gtkui-navigation-base-title"
    /// The window data key holding the navigation title, absent when there is none.
    private static let titleKey = "gtkui-navigation-title"

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

    /// Sets the window's own title, shown while no navigation title is set.
    static func setOwnTitle(_ title: String, on window: UnsafeMutablePointer<GtkWindow>) {
        GObjectData.set(title, on: window, key: baseTitleKey)
        show(on: window)
    }

    /// The toplevel window of `widget`, if it is in one.
    private static func window(of widget: WidgetPointer) -> UnsafeMutablePointer<GtkWindow>? {
        guard let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0,
            toplevel.isInstance(of: gtk_window_get_type())
        else { return nil }
        return toplevel.cast()
    }

    /// Sets the navigation title, or removes it for nil so the window's own title shows.
    private static func setTitle(_ title: String?, on window: UnsafeMutablePointer<GtkWindow>) {
        // A window titled by plain GTK code before navigation came keeps that title as its own.
        if string(on: window, baseTitleKey) == nil {
            GObjectData.set(
                gtk_window_get_title(window).map { String(cString: $0) } ?? "", on: window, key: baseTitleKey)
        }
        GObjectData.set(title, on: window, key: titleKey)
        show(on: window)
    }

    /// Shows the navigation title, else the window's own, on the window and its header bar.
    private static func show(on window: UnsafeMutablePointer<GtkWindow>) {
        let wanted = string(on: window, titleKey) ?? string(on: window, baseTitleKey) ?? ""
        let current = gtk_window_get_title(window).map { String(cString: $0) }
        if current != wanted { gtk_window_set_title(window, wanted) }
        if let bar = HeaderBarController.headerBar(of: window),
            gtk_header_bar_get_title(bar).map({ String(cString: $0) }) != wanted
        {
            gtk_header_bar_set_title(bar, wanted)
        }
    }

    /// Shows `subtitle` in the window's header bar and keeps it on the window, or removes it for nil.
    private static func setSubtitle(_ subtitle: String?, on window: UnsafeMutablePointer<GtkWindow>) {
        if let bar = HeaderBarController.headerBar(of: window) {
            let current = gtk_header_bar_get_subtitle(bar).map { String(cString: $0) }
            if current != subtitle { gtk_header_bar_set_subtitle(bar, subtitle) }
        }
        // A C string, not a Swift value: the documented place where C code and tests read the
        // subtitle of a window without a header bar.
        if let subtitle {
            g_object_set_data_full(window.cast(), subtitleKey, g_strdup(subtitle), g_free)
        } else {
            g_object_set_data(window.cast(), subtitleKey, nil)
        }
    }

    /// The string kept on `window` under `key`.
    private static func string(on window: UnsafeMutablePointer<GtkWindow>, _ key: String) -> String? {
        GObjectData.get(String.self, on: window, key: key)
    }

    /// The navigation subtitle shown on `window`, if any.
    static func subtitle(of window: UnsafeMutablePointer<GtkWindow>) -> String? {
        g_object_get_data(window.cast(), subtitleKey).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }
}
