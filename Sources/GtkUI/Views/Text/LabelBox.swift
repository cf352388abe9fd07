/// The horizontal `GtkBox` the built-in label styles make, named for screen readers after the
/// title.
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

extension LabelBox where Content == TupleView<LabelStyleConfiguration.Icon?, LabelStyleConfiguration.Title?> {
    /// The body of a built-in label style: the icon, then the title, as the style shows them.
    static func body(_ configuration: LabelStyleConfiguration, showsTitle: Bool, showsIcon: Bool) -> LabelBox {
        // The title names the box even when it is not shown.
        let name = configuration.title.content.title
        return LabelBox(accessibleName: name) {
            showsIcon ? configuration.icon : nil
            showsTitle ? configuration.title : nil
        }
    }
}
