import CGtkShim

/// The part of the screen that windows may use, for sizes that should be "at most a screenful".
@MainActor
enum ScreenArea {
    /// Room left for a window's header bar and frame when content is sized to the screen.
    static var windowChrome: Int32 { 64 }

    /// The work area of the primary monitor (or the first one), without the panels; nil when
    /// there is no display.
    static func workArea() -> GdkRectangle? {
        guard let display = gdk_display_get_default(),
            let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
        else { return nil }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return area
    }

    /// Makes a scrolled window ask for its content's natural size along both axes, at most the
    /// screen's work area less the window's chrome: a window whose content is a scroll view then
    /// opens at the content's ideal size, limited by the screen, as in SwiftUI.
    static func propagateNaturalSize(of scrolled: UnsafeMutablePointer<GtkScrolledWindow>) {
        gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        guard let area = workArea() else { return }
        gtk_scrolled_window_set_max_content_width(scrolled, max(1, area.width - windowChrome))
        gtk_scrolled_window_set_max_content_height(scrolled, max(1, area.height - windowChrome))
    }
}
