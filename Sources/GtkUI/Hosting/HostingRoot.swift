/// The root container of a host: a vertical `GtkBox` whose children share it. Content that does
/// not fill the host is centred in it, as in a SwiftUI window; content flexible along an axis
/// fills that axis.
struct HostingRoot<Content: View>: GtkContainerRepresentable {
    let content: Content
    /// Made by the host before mounting, so the host's widget exists while its tree mounts;
    /// borrowed, the host owns it.
    let box: UnsafeMutablePointer<GtkBox>

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        ChildAlignment.set(on: box.cast(), horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {}

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        gtk_box_pack_start(box, child, 1, 1, 0)
        if !placement.isAtEnd { gtk_box_reorder_child(box, child, Int32(placement.index)) }
        ChildAlignment.align(child, in: box.cast())
    }
}
