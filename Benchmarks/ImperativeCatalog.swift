import GtkUI

/// The catalog form written by hand against GTK's C API: the same widget tree GtkUI builds for
/// ``CatalogForm``, with the same accessible names and a handler on each control (checked at
/// start-up, names included).
@MainActor
final class ImperativeCatalog: CatalogUnderTest {
    let formBox: WidgetPointer

    init(count: Int) {
        formBox = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
        g_object_ref_sink(formBox.gObject)
        // Flexible controls make GtkUI's stack fill the width; it is centred vertically.
        gtk_widget_set_valign(formBox, GTK_ALIGN_CENTER)
        let controls = (0..<count).map(Self.makeControl)
        for control in controls {
            gtk_container_add(formBox.cast(), control)
        }
        gtk_widget_show(formBox)
    }

    var widget: WidgetPointer { formBox }

    /// The widget for the control at `index`, with the properties and alignment GtkUI gives it:
    /// flexible controls (entries, scales, bars) fill the form's width, the others are centred.
    private static func makeControl(at index: Int) -> WidgetPointer {
        let control: WidgetPointer
        var flexible = false
        switch CatalogKind.at(index) {
        case .text: control = gtk_label_new("Label \(index)")
        case .button:
            control = gtk_button_new_with_label("Button \(index)")
            connect(control, "clicked")
        case .toggle:
            control = gtk_check_button_new_with_label("Toggle \(index)")
            connect(control, "toggled")
        case .textField: control = makeEntry(placeholder: "Field \(index)", hidden: false)
        case .slider:
            control = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 100, 1)
            gtk_scale_set_draw_value(control.cast(), 0)
            gtk_widget_set_hexpand(control, 1)
            gtk_widget_set_size_request(control, 60, -1)
            gtk_range_set_value(control.cast(), 50)
            connect(control, "value-changed")
        case .stepper: control = makeStepper(title: "Stepper \(index)")
        case .progress:
            flexible = true
            control = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
            let bar = gtk_progress_bar_new()!
            gtk_widget_set_hexpand(bar, 1)
            gtk_widget_set_valign(bar, GTK_ALIGN_CENTER)
            gtk_progress_bar_set_fraction(bar.cast(), 0.5)
            gtk_widget_show(bar)
            gtk_container_add(control.cast(), bar)
        case .secureField: control = makeEntry(placeholder: "Secret \(index)", hidden: true)
        case .image:
            control = gtk_image_new_from_icon_name("non-starred-symbolic", GTK_ICON_SIZE_BUTTON)
            gtk_image_set_pixel_size(control.cast(), 16)
            setAccessibleName("star", on: control)
        case .separator: control = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)
        }
        if !flexible && gtk_widget_get_hexpand(control) == 0 { gtk_widget_set_halign(control, GTK_ALIGN_CENTER) }
        gtk_widget_show(control)
        return control
    }

    private static func makeEntry(placeholder: String, hidden: Bool) -> WidgetPointer {
        let entry = gtk_entry_new()!
        gtk_widget_set_hexpand(entry, 1)
        gtk_entry_set_width_chars(entry.cast(), 4)
        if hidden {
            gtk_entry_set_visibility(entry.cast(), 0)
            gtk_entry_set_input_purpose(entry.cast(), GTK_INPUT_PURPOSE_PASSWORD)
        }
        gtk_entry_set_placeholder_text(entry.cast(), placeholder)
        gtk_entry_set_max_width_chars(entry.cast(), max(4, Int32(placeholder.count)))
        connect(entry, "changed")
        setAccessibleName(placeholder, on: entry)
        return entry
    }

    /// A label beside two linked icon buttons.
    private static func makeStepper(title: String) -> WidgetPointer {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let label = gtk_label_new(title)!
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_style_context_add_class(gtk_widget_get_style_context(buttons), "linked")
        setAccessibleName(title, on: buttons)
        for (icon, name) in [("list-remove-symbolic", "Decrement"), ("list-add-symbolic", "Increment")] {
            let button = gtk_button_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON)!
            setAccessibleName(name, on: button)
            connect(button, "clicked")
            gtk_widget_show(button)
            gtk_container_add(buttons.cast(), button)
        }
        for child in [label, buttons] {
            gtk_widget_set_valign(child, GTK_ALIGN_CENTER)
            gtk_widget_show(child)
            gtk_container_add(row.cast(), child)
        }
        return row
    }

    /// Names a control for screen readers where GTK has no text to name it by, as GtkUI does.
    private static func setAccessibleName(_ name: String, on widget: WidgetPointer) {
        atk_object_set_name(gtk_widget_get_accessible(widget), name)
    }

    /// Connects the handler a working form needs on each control (GtkUI's controls are wired
    /// to their bindings and actions, so the baseline's are too); it does nothing here.
    private static func connect(_ widget: WidgetPointer, _ signal: String) {
        let handler: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in }
        g_signal_connect_data(
            widget.gObject, signal, unsafeBitCast(handler, to: GCallback.self), nil, nil, GConnectFlags(0))
    }

    func tearDown() {
        g_object_unref(formBox.gObject)
    }
}
