/// A stack's GtkBox work shared by ``VStack`` and ``HStack``: spacing, and aligning every child
/// across the stack's axis.
@MainActor
protocol StackLayout {
    var axis: Axis { get }
    var spacing: Double? { get }
    var crossAlignment: GtkAlign { get }
}

extension StackLayout {
    /// GTK's default spacing between stacked children when none is given, in pixels.
    static var defaultSpacing: Int32 { 8 }

    func makeBox() -> UnsafeMutablePointer<GtkBox> {
        gtk_box_new(axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 0)!.cast()
    }

    func updateBox(_ box: UnsafeMutablePointer<GtkBox>, state: StackState) {
        let pixels = spacing.map { Int32($0.rounded()) } ?? Self.defaultSpacing
        if gtk_box_get_spacing(box) != pixels { gtk_box_set_spacing(box, pixels) }
        // New children are aligned as they arrive; existing ones only when the alignment changes,
        // so updating a long stack does not walk all its children.
        guard state.alignment != crossAlignment else { return }
        state.alignment = crossAlignment
        let children = gtk_container_get_children(box.cast())
        defer { g_list_free(children) }
        var item = children
        while let node = item {
            if let child = node.pointee.data { align(child.assumingMemoryBound(to: GtkWidget.self)) }
            item = node.pointee.next
        }
    }

    /// Aligns a child across the axis; a child that expands that way (a flexible frame) fills.
    func align(_ child: WidgetPointer) {
        if axis == .vertical {
            let wanted = gtk_widget_get_hexpand(child) != 0 ? GTK_ALIGN_FILL : crossAlignment
            if gtk_widget_get_halign(child) != wanted { gtk_widget_set_halign(child, wanted) }
        } else {
            let wanted = gtk_widget_get_vexpand(child) != 0 ? GTK_ALIGN_FILL : crossAlignment
            if gtk_widget_get_valign(child) != wanted { gtk_widget_set_valign(child, wanted) }
        }
    }
}

/// What a stack last applied, so an update with the same alignment does nothing.
@MainActor
public final class StackState {
    var alignment: GtkAlign?
    init() {}
}
