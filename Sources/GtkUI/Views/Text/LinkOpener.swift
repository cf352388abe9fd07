/// Opens a link's address in the user's browser or mail program. Tests replace ``open`` so they
/// never launch one.
@MainActor
enum LinkOpener {
    /// Opens `uri` for the window holding `widget` (the link's toplevel, if it is a window), and
    /// reports whether the desktop opened it.
    static var open: @MainActor (String, UnsafeMutablePointer<GtkWidget>?) -> Bool = showURI

    private static func showURI(_ uri: String, toplevel: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        let window = toplevel.flatMap { $0.isInstance(of: gtk_window_get_type()) ? $0.cast(to: GtkWindow.self) : nil }
        var error: UnsafeMutablePointer<GError>?
        let opened = gtk_show_uri_on_window(window, uri, 0, &error) != 0
        if !opened {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            Diagnostics.warn("GtkUI: cannot open '\(uri)': \(reason)")
        }
        g_clear_error(&error)
        return opened
    }
}
