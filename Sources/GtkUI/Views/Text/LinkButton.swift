import Foundation

/// The `GtkLinkButton` behind a ``Link``: it holds the label views and opens allowed
/// destinations itself, so GTK's own handler never opens a refused one.
struct LinkButton<Content: View>: GtkContainerRepresentable {
    let destination: String
    let content: Content

    /// The schemes a link may open.
    static var allowedSchemes: Set<String> { ["http", "https", "mailto"] }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkLinkButton> {
        let button: UnsafeMutablePointer<GtkLinkButton> = gtk_link_button_new(destination)!.cast()
        // The button comes with a label showing the address; the content takes its place.
        if let child = gtk_bin_get_child(button.cast()) { gtk_container_remove(button.cast(), child) }
        let coordinator = context.coordinator
        context.connect(button, "activate-link") { _ -> Bool in
            guard let uri = coordinator.openable, let url = URL(string: uri) else { return true }
            if coordinator.openURL.perform(url, toplevel: gtk_widget_get_toplevel(button.cast())) {
                gtk_link_button_set_visited(button, 1)
            }
            return true
        }
        return button
    }

    func updateWidget(_ button: UnsafeMutablePointer<GtkLinkButton>, context: Context) {
        let coordinator = context.coordinator
        coordinator.openURL = context.environment.openURL
        guard coordinator.destination != destination else { return }
        coordinator.destination = destination
        gtk_link_button_set_uri(button, destination)
        let scheme = destination.split(separator: ":", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        if destination.contains(":"), Self.allowedSchemes.contains(scheme) {
            coordinator.openable = destination
        } else {
            coordinator.openable = nil
            Diagnostics.warn("GtkUI: Link opens only http, https and mailto addresses; '\(destination)' does nothing")
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// The destination shown, the one a click opens (nil when refused), and the environment's
    /// action that opens it.
    final class Coordinator {
        var destination: String?
        var openable: String?
        var openURL = OpenURLAction()
    }
}
