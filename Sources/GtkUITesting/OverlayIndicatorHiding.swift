import GtkUI

/// Hides GTK's overlay scroll indicators while a snapshot is drawn.
///
/// An overlay indicator appears when content scrolls or changes size and fades out on a timer,
/// so whether it is in a snapshot depends on how busy the machine was. A snapshot shows every
/// scrolled view as it looks at rest: with the indicators faded out. Classic scrollbars, which
/// take space and never fade, are drawn as usual.
@MainActor
enum OverlayIndicatorHiding {
    /// Runs `draw` with the indicators of every window on the default screen hidden.
    static func during<Result>(_ draw: () throws(ViewHostError) -> Result) throws(ViewHostError) -> Result {
        guard let screen = gdk_screen_get_default(), let provider = gtk_css_provider_new() else {
            return try draw()
        }
        gtk_css_provider_load_from_data(provider, "scrollbar.overlay-indicator { opacity: 0; }", -1, nil)
        // Above the application's and the user's own CSS, so no theme shows the indicator again.
        let priority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER) + 1
        let styleProvider = OpaquePointer(provider)
        gtk_style_context_add_provider_for_screen(screen, styleProvider, priority)
        defer {
            gtk_style_context_remove_provider_for_screen(screen, styleProvider)
            g_object_unref(provider)
        }
        return try draw()
    }
}
