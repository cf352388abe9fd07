import GtkUI
import XCTest

/// Reads a window's header bar as a person sees it: the labels at its start, in its title and
/// at its end, left to right.
@MainActor
enum HeaderBarProbe {
    static func bar(of window: UnsafeMutablePointer<GtkWindow>?) -> UnsafeMutablePointer<GtkHeaderBar>? {
        guard let window, let titlebar = gtk_window_get_titlebar(window),
            titlebar.isInstance(of: gtk_header_bar_get_type())
        else { return nil }
        return titlebar.cast()
    }

    static func title(_ bar: UnsafeMutablePointer<GtkHeaderBar>) -> String? {
        gtk_header_bar_get_title(bar).map { String(cString: $0) }
    }

    static func subtitle(_ bar: UnsafeMutablePointer<GtkHeaderBar>) -> String? {
        gtk_header_bar_get_subtitle(bar).map { String(cString: $0) }
    }

    /// The labels of the packed toolbar items, start and end each left to right; the app's
    /// primary menu button is not one of them.
    static func items(_ bar: UnsafeMutablePointer<GtkHeaderBar>) -> (start: [String], end: [String]) {
        let custom = gtk_header_bar_get_custom_title(bar)
        var start: [(Int, String)] = []
        var end: [(Int, String)] = []
        for child in WidgetTree.children(of: bar.cast()) where child != custom && !isPrimaryMenu(child) {
            let text = WidgetTree.labels(in: child).joined(separator: " ")
            // G_TYPE_INT is a macro Swift does not import: fundamental type 6.
            let position = childProperty(bar, child, "position", type: GType(6 << 2)) { Int(g_value_get_int($0)) }
            let packType = childProperty(bar, child, "pack-type", type: gtk_pack_type_get_type()) {
                g_value_get_enum($0)
            }
            if packType == Int32(GTK_PACK_END.rawValue) {
                end.append((position, text))
            } else {
                start.append((position, text))
            }
        }
        // pack_end counts positions from the right edge.
        return (start.sorted { $0.0 < $1.0 }.map(\.1), end.sorted { $0.0 > $1.0 }.map(\.1))
    }

    /// The app's primary menu button in `bar`, if it has one.
    static func primaryMenu(_ bar: UnsafeMutablePointer<GtkHeaderBar>) -> UnsafeMutablePointer<GtkWidget>? {
        WidgetTree.children(of: bar.cast()).first(where: isPrimaryMenu)
    }

    /// The place of `child` among the bar's children; at the end, 0 is the outermost.
    static func position(of child: UnsafeMutablePointer<GtkWidget>, in bar: UnsafeMutablePointer<GtkHeaderBar>) -> Int {
        childProperty(bar, child, "position", type: GType(6 << 2)) { Int(g_value_get_int($0)) }
    }

    private static func isPrimaryMenu(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        String(cString: gtk_widget_get_name(widget)) == "gtkui-primary-menu"
    }

    /// The labels of the custom title; empty when the window's title shows.
    static func customTitle(_ bar: UnsafeMutablePointer<GtkHeaderBar>) -> [String] {
        gtk_header_bar_get_custom_title(bar).map { WidgetTree.labels(in: $0) } ?? []
    }

    private static func childProperty<T>(
        _ bar: UnsafeMutablePointer<GtkHeaderBar>, _ child: UnsafeMutablePointer<GtkWidget>, _ name: String,
        type: GType, read: (UnsafeMutablePointer<GValue>) -> T
    ) -> T {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        gtk_container_child_get_property(bar.cast(), child, name, &value)
        return read(&value)
    }
}
