import Foundation

/// The app's shortcuts window (Ctrl+?, "Keyboard Shortcuts"): a `GtkShortcutsWindow` listing
/// the commands' shortcuts by menu, and the standard keys. Built afresh each time it opens, so
/// it lists the shortcuts of that moment; one at a time.
@MainActor
final class ShortcutsWindowPresenter {
    /// The open window: GTK owns the toplevel; this reference keeps the pointer valid until it is
    /// destroyed.
    private var reference: GObjectReference<GtkWidget>?

    /// The open window, if any.
    var window: UnsafeMutablePointer<GtkWidget>? { reference?.pointer }

    /// Shows the shortcuts of `groups` above `parent`, or brings the open window to the front.
    func present(
        groups: [(group: String, shortcuts: [AppCommands.ListedShortcut])],
        over parent: UnsafeMutablePointer<GtkWindow>?
    ) {
        if let window {
            gtk_window_present(window.cast())
            return
        }
        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, Self.interface(for: groups), gsize.max, &error) != 0,
            let object = gtk_builder_get_object(builder, "shortcuts")
        else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "no window"
            g_clear_error(&error)
            Diagnostics.warn("GtkUI: the shortcuts window could not be built: \(message)")
            return
        }
        let widget: UnsafeMutablePointer<GtkWidget> = object.cast()
        reference = GObjectReference(retaining: widget)
        if let parent {
            gtk_window_set_transient_for(widget.cast(), parent)
            gtk_window_set_modal(widget.cast(), 1)
        }
        Signals.connect(widget, "destroy") { [weak self] _ in self?.reference = nil }
        gtk_widget_show(widget)
        gtk_window_present(widget.cast())
    }

    /// Closes the window if it is open.
    func close() {
        if let window { gtk_widget_destroy(window) }
    }

    /// The window as GtkBuilder XML: GTK builds its sections and groups from it, which it
    /// cannot do from code alone.
    private static func interface(for groups: [(group: String, shortcuts: [AppCommands.ListedShortcut])])
        -> String
    {
        var xml = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\">"
        xml += "<child><object class=\"GtkShortcutsSection\"><property name=\"visible\">1</property>"
        xml += "<property name=\"section-name\">shortcuts</property>"
        xml += "<property name=\"max-height\">12</property>"
        for group in groups where !group.shortcuts.isEmpty {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"visible\">1</property>"
            xml += "<property name=\"title\">\(escaped(group.group))</property>"
            for shortcut in group.shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"visible\">1</property>"
                xml += "<property name=\"title\">\(escaped(shortcut.title))</property>"
                xml += "<property name=\"accelerator\">\(escaped(shortcut.accelerator))</property>"
                xml += "</object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        return xml
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
