import CGtkShim

/// A stack's GtkBox work shared by ``VStack`` and ``HStack``: spacing, and aligning every child
/// across the stack's axis.
///
/// SwiftUI's flexibility rule is GTK's expand: GtkBox gives free space along its axis to children
/// that expand, and GTK computes a container's expand from its children, so a stack holding a
/// Spacer, a TextField or a ScrollView is flexible in its own parent. Across the axis a flexible
/// child fills and any other is aligned (C: `gtkui_layout_set_child_alignment`).
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
        let box = gtk_box_new(axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 0)!
        setChildAlignment(box)
        return box.cast()
    }

    func updateBox(_ box: UnsafeMutablePointer<GtkBox>, state: StackState) {
        let pixels = spacing.map { ClampedLength.pixels($0, "stack spacing") } ?? Self.defaultSpacing
        if gtk_box_get_spacing(box) != pixels { gtk_box_set_spacing(box, pixels) }
        // New children are aligned as they arrive; existing ones only when the alignment changes,
        // so updating a long stack does not walk all its children.
        guard state.alignment != crossAlignment else { return }
        let isFirst = state.alignment == nil
        state.alignment = crossAlignment
        setChildAlignment(box.cast())
        guard !isFirst else { return }
        let children = gtk_container_get_children(box.cast())
        defer { g_list_free(children) }
        var item = children
        while let node = item {
            if let child = node.pointee.data {
                ChildAlignment.align(child.assumingMemoryBound(to: GtkWidget.self), in: box.cast())
            }
            item = node.pointee.next
        }
    }

    /// Adds an aligned child at `index`; the stack, and the stacks around it, may have become
    /// flexible.
    func add(_ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>) {
        gtk_container_add(box.cast(), child)
        if !placement.isAtEnd { gtk_box_reorder_child(box, child, Int32(placement.index)) }
        ChildAlignment.align(child, in: box.cast())
        ChildAlignment.childAdded(child, to: box.cast())
    }

    /// Removes a child; the stack, and the stacks around it, may no longer be flexible.
    func remove(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkBox>) {
        ChildAlignment.childWillBeRemoved(child, from: box.cast())
        gtk_container_remove(box.cast(), child)
        ChildAlignment.flexibilityChanged(box.cast())
    }

    private func setChildAlignment(_ box: WidgetPointer) {
        ChildAlignment.set(
            on: box, horizontal: axis == .vertical ? crossAlignment : nil,
            vertical: axis == .vertical ? nil : crossAlignment)
    }
}

/// What a stack last applied, so an update with the same alignment does nothing.
@MainActor
final class StackState {
    var alignment: GtkAlign?
    init() {}
}
