import GtkUI

/// A banner in the style of an ad SDK: it needs the toplevel window to parent the popup it opens,
/// as a mobile ad view needs its view controller.
struct Banner: GtkWidgetRepresentable {
    /// The window that hosts the banner; nil until the host is in one.
    let parent: UnsafeMutablePointer<GtkWindow>?

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkButton> {
        let button: UnsafeMutablePointer<GtkButton> = gtk_button_new()!.cast()
        let coordinator = context.coordinator
        context.connect(button, "clicked") { _ in coordinator.openPopup() }
        return button
    }

    func updateWidget(_ button: UnsafeMutablePointer<GtkButton>, context: Context) {
        context.coordinator.parent = parent
        gtk_button_set_label(button, parent == nil ? "Sponsored (waiting for a window…)" : "Sponsored: learn more")
        gtk_widget_set_sensitive(button.cast(), parent == nil ? 0 : 1)
    }

    static func dismantleWidget(_ button: UnsafeMutablePointer<GtkButton>, coordinator: Coordinator) {
        coordinator.closePopup()
    }

    /// Opens and closes the popup, parented to the latest window.
    @MainActor
    final class Coordinator {
        var parent: UnsafeMutablePointer<GtkWindow>?
        private var popup: GObjectReference<GtkWidget>?

        func openPopup() {
            guard let parent, popup == nil else { return }
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            gtk_window_set_transient_for(window.cast(), parent)
            gtk_window_set_destroy_with_parent(window.cast(), 1)
            gtk_window_set_title(window.cast(), "Sponsored")
            gtk_window_set_default_size(window.cast(), 260, 100)
            let label = gtk_label_new("This popup is transient for the window\nthat hosts the banner.")!
            gtk_container_set_border_width(window.cast(), 16)
            gtk_container_add(window.cast(), label)
            Signals.connect(window, "destroy") { [weak self] _ in self?.popup = nil }
            popup = GObjectReference(retaining: window)
            gtk_widget_show_all(window)
        }

        func closePopup() {
            if let popup { gtk_widget_destroy(popup.pointer) }
        }
    }
}

/// ContainerView hands the banner the window that hosts it.
struct BannerSection: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            SectionTitle(title: "ContainerView: a banner that needs its window")
            ContainerView { host in
                Banner(parent: host.window)
            }
        }
    }
}
