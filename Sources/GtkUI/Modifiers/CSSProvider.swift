/// Loading GtkUI's own generated CSS.
@MainActor
enum CSSProvider {
    /// Replaces the rules of `provider` with `css`. GtkUI generates the CSS, so a parse error is a
    /// bug in GtkUI: it is reported once per load as a warning, never thrown.
    static func load(_ css: String, into provider: UnsafeMutablePointer<GtkCssProvider>) {
        var error: UnsafeMutablePointer<GError>?
        gtk_css_provider_load_from_data(provider, css, -1, &error)
        if let error {
            Diagnostics.warn("GtkUI: could not apply style \(css): \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
    }
}
