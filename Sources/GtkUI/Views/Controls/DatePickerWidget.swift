import Foundation

/// The widgets of ``DatePicker``: a box holding either the date panel itself (graphical) or a
/// button showing the date whose popover holds the panel (compact). Switching style moves the one
/// panel, so its connections stay valid.
struct DatePickerWidget: GtkWidgetRepresentable {
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    let title: String?
    let isGraphical: Bool

    func makeCoordinator() -> BindingCoordinator<Date> { BindingCoordinator(selection) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let box: UnsafeMutablePointer<GtkBox> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!.cast()
        let button = gtk_menu_button_new()!
        gtk_container_add(button.cast(), gtk_label_new(nil))
        gtk_widget_show_all(button)
        gtk_widget_set_no_show_all(button, 1)
        gtk_widget_set_valign(button, VerticalAlignment.center.gtkAlign)
        let popover = gtk_popover_new(button)!
        gtk_container_set_border_width(popover.cast(), 6)
        gtk_menu_button_set_popover(button.cast(), popover)
        gtk_container_add(box.cast(), button)
        let panel = DatePanel.make()
        gtk_container_add(popover.cast(), panel.box)
        g_object_set_data(box.gObject, "gtkui-date-panel", panel.box)
        // The edits read this view's latest components and bounds, through the coordinator's binding.
        let state = AttachedValue.on(box, key: "gtkui-date-picker", initial: (components, bounds))
        panel.connectEdits(context, components: { state.value.0 }, bounds: { state.value.1 })
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        AttachedValue.on(box, key: "gtkui-date-picker", initial: (components, bounds)).value = (components, bounds)
        guard let panelBox = g_object_get_data(box.gObject, "gtkui-date-panel") else { return }
        let panel = DatePanel(panelBox.assumingMemoryBound(to: GtkWidget.self))
        let button = Self.button(in: box)
        place(panel, button: button, in: box)
        ControlSupport.setAccessibleName(title, on: isGraphical ? panel.calendar.cast() : button)
        panel.show(selection, components: components, bounds: bounds, context: context)
        let text = Self.formatted(panel.date(basedOn: selection.wrappedValue, components: components), components)
        let label: UnsafeMutablePointer<GtkLabel> = gtk_bin_get_child(button.cast())!.cast()
        if String(cString: gtk_label_get_text(label)) != text { gtk_label_set_text(label, text) }
    }

    /// Puts the panel in the box for the graphical style, or in the button's popover.
    private func place(
        _ panel: DatePanel, button: UnsafeMutablePointer<GtkWidget>, in box: UnsafeMutablePointer<GtkBox>
    ) {
        let home = isGraphical ? box.cast() : gtk_menu_button_get_popover(button.cast())!.cast(to: GtkWidget.self)
        gtk_widget_set_visible(button, isGraphical ? 0 : 1)
        guard gtk_widget_get_parent(panel.box) != home else { return }
        // Kept alive while it has no parent.
        g_object_ref(panel.box.gObject)
        gtk_container_remove(gtk_widget_get_parent(panel.box)!.cast(), panel.box)
        gtk_container_add(home.cast(), panel.box)
        g_object_unref(panel.box.gObject)
    }

    private static func button(in box: UnsafeMutablePointer<GtkBox>) -> UnsafeMutablePointer<GtkWidget> {
        let children = gtk_container_get_children(box.cast())
        defer { g_list_free(children) }
        return children!.pointee.data.assumingMemoryBound(to: GtkWidget.self)
    }

    /// The compact button's text: the displayed components in the user's locale.
    static func formatted(_ date: Date, _ components: DatePickerComponents) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = components.contains(.date) ? .medium : .none
        formatter.timeStyle = components.contains(.hourAndMinute) ? .short : .none
        return formatter.string(from: date)
    }
}
