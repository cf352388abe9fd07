import Foundation

/// The app's shortcuts window (Ctrl+?, "Keyboard Shortcuts"): a `GtkShortcutsWindow` listing
/// the commands' shortcuts by menu, and the standard keys. Built afresh each time it opens, so
/// it lists the shortcuts of that moment; one at a time.
@MainActor
final class ShortcutsWindowPresenter {
    /// The open window: GTK owns the toplevel; this reference keeps the pointer valid until it is
    /// destroyed.
    private var reference: GObjectReference<GtkWidget>?

    /// The parts of a closed window that GTK's cleanup still reads, until the loop's next turn.
    private var keptParts: [GObjectReference<GtkWidget>] = []
    private var releaseKeptParts: OneShotSource?

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
        Signals.connect(widget, "destroy") { [weak self] _ in
            self?.destroyOwnBox(of: widget)
            self?.reference = nil
        }
        gtk_widget_show(widget)
        gtk_window_present(widget.cast())
    }

    /// Closes the window if it is open.
    func close() {
        if let window { gtk_widget_destroy(window) }
    }

    /// GtkShortcutsWindow destroys its sections but not its own box, which holds its search bar
    /// and a stack with the search page (a copy of every shortcut) and the "no results" page: the
    /// box would outlive the window, its style contexts pointing at freed widgets, which the next
    /// style change of the screen reports. So the box is destroyed here, before GTK's own cleanup.
    /// GTK's cleanup still reads the search bar and the stack, so they are kept alive (destroyed,
    /// empty) until the loop's next turn.
    private func destroyOwnBox(of window: UnsafeMutablePointer<GtkWidget>) {
        guard let box = gtk_bin_get_child(window.cast()) else { return }
        keptParts = ([box] + ContainerChildren.children(of: box)).map { GObjectReference(retaining: $0) }
        gtk_widget_destroy(box)
        releaseKeptParts = OneShotSource(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
            self?.keptParts.removeAll()
            self?.releaseKeptParts = nil
        }
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
