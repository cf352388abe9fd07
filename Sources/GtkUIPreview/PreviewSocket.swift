import CGtkShim
import GtkUI

/// The place in the window where the selected preview's process shows its plug (XEMBED).
struct PreviewSocket: GtkWidgetRepresentable {
    let session: PreviewSession

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let socket = gtkui_socket_new()!
        let session = session
        // A plug goes when its process ends (reload, another preview, a crash): keep the socket for
        // the next one instead of letting GTK destroy it.
        context.connect(socket, "plug-removed", returning: { _ in true })
        context.connect(socket, "realize", after: true) { _ in
            session.socketRealized(UInt(gtkui_socket_get_id(socket)))
        }
        gtk_widget_set_hexpand(socket, 1)
        gtk_widget_set_vexpand(socket, 1)
        return socket
    }

    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {}
}
