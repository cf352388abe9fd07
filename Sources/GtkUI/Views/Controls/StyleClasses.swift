/// Keeps a widget's GTK style classes in line with a control's inputs.
@MainActor
enum StyleClasses {
    /// Adds each class of `wanted` the widget lacks and removes each class of `managed` that is
    /// not wanted; classes set by others are left alone.
    static func sync(_ widget: UnsafeMutablePointer<some Any>, managed: [String], wanted: [String]) {
        guard let style = gtk_widget_get_style_context(widget.cast()) else { return }
        for name in managed where !wanted.contains(name) && gtk_style_context_has_class(style, name) != 0 {
            gtk_style_context_remove_class(style, name)
        }
        for name in wanted where gtk_style_context_has_class(style, name) == 0 {
            gtk_style_context_add_class(style, name)
        }
    }

    /// Adds the class `name` to the widget when `present`, else removes it.
    static func set(_ name: String, on widget: UnsafeMutablePointer<some Any>, _ present: Bool) {
        sync(widget, managed: [name], wanted: present ? [name] : [])
    }

    /// Style sheets already given to the screen.
    private static var installedRules: Set<String> = []

    /// Gives the default screen the rules of `css` (rules keyed by GtkUI's own style classes),
    /// once per sheet; the screen keeps the provider for the life of the program.
    static func installScreenRules(_ css: String) {
        guard !installedRules.contains(css), let screen = gdk_screen_get_default() else { return }
        installedRules.insert(css)
        let provider = GObjectReference<GtkCssProvider>(adopting: gtk_css_provider_new())
        CSSProvider.load(css, into: provider.pointer)
        gtk_style_context_add_provider_for_screen(
            screen, OpaquePointer(provider.pointer), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}
