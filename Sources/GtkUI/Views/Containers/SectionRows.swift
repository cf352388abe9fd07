/// The rows of a ``Section``: a `GtkListBox` in a frame, each child view in a row of its own,
/// with separators between the rows.
struct SectionRows<Content: View>: GtkContainerRepresentable {
    let content: Content

    /// Row padding for every form's list, loaded once for the screen.
    private static var css: String { ".gtkui-form-rows > row { padding: 8px 12px; min-height: 30px; }" }

    /// A frame around a list box that selects nothing.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkFrame> {
        let frame: UnsafeMutablePointer<GtkFrame> = gtk_frame_new(nil)!.cast()
        gtk_widget_set_hexpand(frame.cast(), 1)
        let list: UnsafeMutablePointer<GtkListBox> = gtk_list_box_new()!.cast()
        gtk_list_box_set_selection_mode(list, GTK_SELECTION_NONE)
        gtk_list_box_set_header_func(
            list,
            { row, before, _ in
                // A separator above every row but the first.
                guard let row else { return }
                let wanted = before != nil
                let has = gtk_list_box_row_get_header(row) != nil
                if wanted && !has {
                    gtk_list_box_row_set_header(row, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
                } else if !wanted && has {
                    gtk_list_box_row_set_header(row, nil)
                }
            }, nil, nil)
        StyleClasses.installScreenRules(Self.css)
        StyleClasses.sync(list, managed: [], wanted: ["gtkui-form-rows"])
        gtk_container_add(frame.cast(), list.cast())
        gtk_widget_show(list.cast())
        return frame
    }

    /// Names each row after what it shows, as list rows are named.
    func updateWidget(_ frame: UnsafeMutablePointer<GtkFrame>, context: Context) {
        guard let list = gtk_bin_get_child(frame.cast()) else { return }
        for row in ContainerChildren.children(of: list) { nameRow(row) }
    }

    /// A row is focusable, so a screen reader announces it: by its content's texts.
    private func nameRow(_ row: WidgetPointer) {
        ControlSupport.setAccessibleName(AccessibleContent.combinedName(of: row), on: row)
    }

    /// Puts the child in a new row at its index.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to frame: UnsafeMutablePointer<GtkFrame>,
        context: Context
    ) {
        guard let list = gtk_bin_get_child(frame.cast()) else { return }
        FormRowAlignment.lead(child)
        gtk_list_box_insert(list.cast(), child, placement.isAtEnd ? -1 : Int32(placement.index))
        if let row = gtk_widget_get_parent(child) {
            // Rows are not buttons: a click goes to the control, not to the row, and Tab moves
            // from control to control without stopping on the row.
            gtk_list_box_row_set_activatable(row.cast(), 0)
            gtk_widget_set_can_focus(row, 0)
            gtk_widget_show(row)
            nameRow(row)
        }
    }

    /// Takes the child out of its row and removes the row.
    func removeChild(_ child: WidgetPointer, from frame: UnsafeMutablePointer<GtkFrame>, context: Context) {
        guard let list = gtk_bin_get_child(frame.cast()), let row = gtk_widget_get_parent(child),
            gtk_widget_get_parent(row) == list
        else { return }
        gtk_container_remove(row.cast(), child)
        gtk_container_remove(list.cast(), row)
    }
}
