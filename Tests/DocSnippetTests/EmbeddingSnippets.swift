import Foundation
import GtkUI

// The code of EmbeddingInGtkPrograms.md and GivingContentItsWindow.md.

struct Greeting: View {
    let name: String
    @State private var waves = 0

    var body: some View {
        VStack(spacing: 6) {
            Text("Hello, \(name)")
            Button("Wave (\(waves))") { waves += 1 }
        }
        .padding(8)
    }
}

@MainActor
final class Sidebar {
    /// Owns the declarative part; its widget lives in `box`.
    private let host = HostingWidget(rootView: Greeting(name: "sidebar"))

    init(in box: UnsafeMutablePointer<GtkBox>) {
        gtk_box_pack_start(box, host.widget, 0, 0, 0)
        gtk_widget_show_all(host.widget)
    }

    func rename(to name: String) {
        host.rootView = Greeting(name: name)
    }
}

@MainActor
func runApplication() -> Int32 {
    let application = GObjectReference(
        adopting: gtk_application_new("org.example.Greeter", G_APPLICATION_DEFAULT_FLAGS)!)
    Signals.connect(application.pointer, "activate") { _ in
        let window = HostingWindow(rootView: Greeting(name: "world"), application: application.pointer)
        window.title = "Greeter"
        window.setDefaultSize(width: 320, height: 200)
        window.present()
    }
    return g_application_run(application.pointer.cast(), 0, nil)
}

@MainActor
func runInsideGtkMain() {
    gtk_init(nil, nil)
    let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
    let box: UnsafeMutablePointer<GtkBox> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!.cast()
    gtk_container_add(window.cast(), box.cast())
    gtk_box_pack_start(box, gtk_label_new("A plain GTK label"), 0, 0, 0)

    let host = HostingWidget(rootView: Greeting(name: "GTK"))
    gtk_box_pack_start(box, host.widget, 1, 1, 0)

    Signals.connect(window, "destroy") { _ in gtk_main_quit() }
    gtk_widget_show_all(window)
    // The host must outlive its widget: releasing it dismantles the views.
    withExtendedLifetime(host) {
        gtk_main()
    }
}

@MainActor
func pumpOwnLoop(until done: () -> Bool) {
    let host = HostingWidget(rootView: Greeting(name: "pumped"))
    let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
    gtk_container_add(window.cast(), host.widget)
    gtk_widget_show_all(window)
    while !done() {
        gtk_main_iteration_do(1)
    }
    gtk_widget_destroy(window)
}

struct HelpButton: View {
    let page: String

    var body: some View {
        ContainerView { host in
            Button("Open help") {
                // The window is the parent of whatever the desktop opens for the address.
                gtk_show_uri_on_window(host.window, page, guint32(GDK_CURRENT_TIME), nil)
            }
            .disabled(host.window == nil)
        }
    }
}

struct AttentionButton: View {
    @Environment(\.hosting) private var hosting

    var body: some View {
        Button("Ask for attention") {
            // Nil while the host is not in a window: then there is nobody to ask.
            guard let window = hosting?.window else { return }
            gtk_window_set_urgency_hint(window, 1)
        }
    }
}

/// A widget from a library that insists on knowing its parent window when it is made.
struct ParentedPanel: GtkWidgetRepresentable {
    let parent: UnsafeMutablePointer<GtkWindow>?

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        updateWidget(label, context: context)
        return label
    }

    func updateWidget(_ label: UnsafeMutablePointer<GtkWidget>, context: Context) {
        let title = parent.flatMap { gtk_window_get_title($0) }.map { String(cString: $0) }
        gtk_label_set_text(label.cast(), title.map { "In \($0)" } ?? "Not in a window yet")
    }
}

struct PanelHost: View {
    var body: some View {
        ContainerView { host in
            ParentedPanel(parent: host.window)
        }
    }
}
