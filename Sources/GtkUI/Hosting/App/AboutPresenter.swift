/// The "About" dialog of an app: a `GtkAboutDialog` with the app's name, version and icon (the
/// icon named after the application id, as desktop files name it). One at a time; it closes on
/// its own Close button or Escape, without a nested loop.
@MainActor
final class AboutPresenter {
    /// The open dialog: GTK owns the toplevel; this reference keeps the pointer valid until it is
    /// destroyed.
    private var reference: GObjectReference<GtkWidget>?

    /// The open dialog, if any.
    var dialog: UnsafeMutablePointer<GtkWidget>? { reference?.pointer }

    /// Shows the dialog above `parent`, or brings the open one to the front.
    func present(name: String, version: String?, applicationID: String?, over parent: UnsafeMutablePointer<GtkWindow>?)
    {
        if let dialog {
            gtk_window_present(dialog.cast())
            return
        }
        let widget = gtk_about_dialog_new()!
        let dialog: UnsafeMutablePointer<GtkAboutDialog> = widget.cast()
        reference = GObjectReference(retaining: widget)
        gtk_about_dialog_set_program_name(dialog, name)
        if let version { gtk_about_dialog_set_version(dialog, version) }
        let theme = gtk_icon_theme_get_default()
        let icon = applicationID.flatMap { gtk_icon_theme_has_icon(theme, $0) != 0 ? $0 : nil }
        gtk_about_dialog_set_logo_icon_name(dialog, icon ?? "application-x-executable")
        gtk_window_set_title(widget.cast(), "About \(name)")
        if let parent {
            gtk_window_set_transient_for(widget.cast(), parent)
            gtk_window_set_modal(widget.cast(), 1)
        }
        // Its Close button and Escape answer with a response; the dialog is then done.
        Signals.connect(widget, "response") { _ in gtk_widget_destroy(widget) }
        Signals.connect(widget, "destroy") { [weak self] _ in self?.reference = nil }
        gtk_widget_show(widget)
        gtk_window_present(widget.cast())
    }

    /// Closes the dialog if it is open.
    func close() {
        if let dialog { gtk_widget_destroy(dialog) }
    }
}
