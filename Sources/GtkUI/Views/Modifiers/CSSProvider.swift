/// Loading GtkUI's own generated CSS.
@MainActor
enum CSSProvider {
    /// Providers of one wrapper style each, keyed by their declarations, so a list of rows styled
    /// alike parses its CSS once. Style contexts keep their own references, so the cache may be
    /// emptied at any time; it is when it grows past `cacheLimit` (a colour being animated).
    private static var cache: [String: GObjectReference<GtkCssProvider>] = [:]
    private static let cacheLimit = 256

    /// A provider whose only rule gives `declarations` to the widget whose style context it is
    /// added to.
    static func shared(for declarations: String) -> GObjectReference<GtkCssProvider> {
        if let provider = cache[declarations] { return provider }
        if cache.count >= cacheLimit { cache.removeAll() }
        let provider = GObjectReference<GtkCssProvider>(adopting: gtk_css_provider_new())
        load("* { \(declarations) }", into: provider.pointer)
        cache[declarations] = provider
        return provider
    }

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
