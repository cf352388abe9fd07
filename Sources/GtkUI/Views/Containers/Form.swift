/// A form of settings laid out as GNOME's preferences are: each ``Section`` a titled group of
/// framed rows, one row per view, and in each row a control's title at the start and the
/// control at the end (a ``Toggle`` is a switch there, a ``TextField`` shows its title beside
/// it). Titles of text fields and secure fields line up in one column.
///
/// Views outside a section are stacked between the sections, unframed. Unlike SwiftUI's, the
/// form does not scroll by itself: put it in a ``ScrollView`` when it may be taller than its
/// window.
public struct Form<Content: View> {
    let content: Content
    /// The title column of this form, kept while the form keeps its identity.
    @State private var titleColumn = FormTitleColumn()

    /// A form of the views `content` builds, usually ``Section``s.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The form's box.
    @MainActor public var body: some View {
        FormBox(content: content, titleColumn: titleColumn)
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension Form: View {}

/// The vertical box of a ``Form``: tells its content that it is in a form.
struct FormBox<Content: View>: GtkContainerRepresentable {
    let content: Content
    let titleColumn: FormTitleColumn

    /// A vertical box with room between the sections, and around them.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let box: UnsafeMutablePointer<GtkBox> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!.cast()
        let widget: WidgetPointer = box.cast()
        gtk_widget_set_hexpand(widget, 1)
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { margin(widget, 12) }
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(widget, 12) }
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {}

    /// Adds a section, or a view between sections at the leading edge.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        FormRowAlignment.lead(child)
        ContainerChildren.add(child, at: placement, to: box.cast())
    }

    /// Rows inside show titles at their start, in this form's title column.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.isInForm = true
        environment.formTitleColumn = titleColumn
    }
}
