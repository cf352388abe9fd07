/// The root container of a host: a vertical `GtkBox` whose children fill it.
struct HostingRoot<Content: View>: GtkContainerRepresentable {
    let content: Content

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!.cast()
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {}

    func addChild(_ child: WidgetPointer, to box: UnsafeMutablePointer<GtkBox>, context: Context) {
        gtk_box_pack_start(box, child, 1, 1, 0)
    }
}
