/// The root container of a host: a vertical `GtkBox` whose children fill it.
struct HostingRoot<Content: View>: GtkContainerRepresentable {
    let content: Content
    /// Made by the host before mounting, so the host's widget exists while its tree mounts;
    /// borrowed, the host owns it.
    let box: UnsafeMutablePointer<GtkBox>

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> { box }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {}

    func addChild(_ child: WidgetPointer, to box: UnsafeMutablePointer<GtkBox>, context: Context) {
        gtk_box_pack_start(box, child, 1, 1, 0)
    }
}
