import GtkUI

/// A declarative counter, hosted inside the imperative island below.
struct IslandCounter: View {
    @State private var count = 0

    var body: some View {
        HStack(spacing: 8) {
            Text("Declarative inside: \(count)")
            Button("+1") { count += 1 }
        }
    }
}

/// A hand-built GtkBox with a HostingWidget inside: imperative GTK holding declarative views.
struct Island: GtkWidgetRepresentable {
    func makeCoordinator() -> HostingWidget<IslandCounter> { HostingWidget(rootView: IslandCounter()) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let frame = gtk_frame_new("Imperative GtkFrame")!
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_container_set_border_width(box.cast(), 8)
        gtk_box_pack_start(box.cast(), gtk_label_new("A GtkLabel made with gtk_label_new"), 0, 0, 0)
        gtk_box_pack_start(box.cast(), context.coordinator.widget, 0, 0, 0)
        gtk_container_add(frame.cast(), box)
        gtk_widget_show_all(frame)
        return frame
    }

    func updateWidget(_ frame: UnsafeMutablePointer<GtkWidget>, context: Context) {}
}

/// The island, in the declarative page.
struct IslandSection: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            SectionTitle(title: "Imperative island with a HostingWidget inside")
            Island()
        }
    }
}
