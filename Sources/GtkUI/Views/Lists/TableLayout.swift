/// A ``Table``'s frame: the header above the rows in a vertical box, accessible as a table.
/// The header sits outside the rows' scrolled window and follows its horizontal scrolling.
struct TableLayout<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TableLayout: PrimitiveContainerView {
    var representable: TableLayoutBox<Content> { TableLayoutBox(content: content) }
}

/// The GtkBox behind ``TableLayout``.
struct TableLayoutBox<Content: View>: GtkContainerRepresentable {
    let content: Content

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let box: UnsafeMutablePointer<GtkBox> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!.cast()
        StyleClasses.set("gtkui-table", on: box, true)
        atk_object_set_role(gtk_widget_get_accessible(box.cast()), ATK_ROLE_TABLE)
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {}

    /// Adds the header or the rows; once both are in, the header follows the rows' scrolling.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        ContainerChildren.add(child, at: placement, to: box.cast())
        guard !context.coordinator.isLinked else { return }
        let scrollers = ContainerChildren.children(of: box.cast()).filter {
            $0.isInstance(of: gtk_scrolled_window_get_type())
        }
        guard let header = scrollers.first(where: { TableHeader.isHeader($0) }),
            let rows = scrollers.first(where: { !TableHeader.isHeader($0) }),
            let source = gtk_scrolled_window_get_hadjustment(rows.cast()),
            let target = gtk_scrolled_window_get_hadjustment(header.cast())
        else { return }
        context.coordinator.isLinked = true
        let follow: @MainActor (SignalArguments) -> Void = { _ in
            gtk_adjustment_set_value(target, gtk_adjustment_get_value(source))
        }
        context.connect(source, "value-changed", follow)
        // A resized column changes the header's range, which may clamp its position.
        context.connect(target, "changed", follow)
    }

    /// Whether the header already follows the rows.
    final class Coordinator {
        var isLinked = false
    }
}
