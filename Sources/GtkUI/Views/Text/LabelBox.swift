/// The horizontal `GtkBox` behind a ``Label``, named for screen readers after the title.
struct LabelBox<Content: View>: GtkContainerRepresentable {
    let accessibleName: String?
    let content: Content

    init(accessibleName: String?, @ViewBuilder content: () -> Content) {
        self.accessibleName = accessibleName
        self.content = content()
    }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        // GNOME's spacing between an icon and its text.
        gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!.cast()
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        if let accessibleName { ImageLoading.setAccessibleName(accessibleName, of: box.cast()) }
    }
}
