/// The control behind ``Picker``: a box holding the style's GTK control, with the picker's
/// option views as its children.
struct PickerWidget<Value: Hashable, Content: View>: GtkContainerRepresentable {
    let title: String?
    let selection: Binding<Value>
    let content: Content

    /// The box the control lives in, so a change of style can replace the control.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!.cast()
    }

    /// Applies the style, the title and the selection, without echoing it back.
    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        let picker = context.coordinator
        let selection = selection
        picker.select = { tag in
            guard let value = tag.base as? Value else {
                Diagnostics.warn(
                    "GtkUI: Picker option tagged \(String(reflecting: tag.base)) does not match the selection's "
                        + "type \(Value.self); the selection is unchanged")
                return
            }
            selection.wrappedValue = value
        }
        picker.title = title
        // In a menu, the options are radio items: the menu shows radio buttons as such.
        let layout = context.environment.isInMenu ? .radioGroup : context.environment.pickerLayout
        picker.show(layout: layout, in: box)
        picker.show(selection: AnyHashable(selection.wrappedValue))
    }

    /// Keeps the options and their GTK items.
    func makeCoordinator() -> PickerCoordinator { PickerCoordinator() }

    static func dismantleWidget(_ box: UnsafeMutablePointer<GtkBox>, coordinator: PickerCoordinator) {
        coordinator.tearDown()
    }

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        context.coordinator.insert(child, tag: placement.containerValues.tag, at: placement.index)
    }

    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkBox>, context: Context) {
        context.coordinator.remove(child)
    }

    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        context.coordinator.move(child, to: placement.index)
    }

    /// A changed tag changes what the option selects.
    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        context.coordinator.retag(child, placement.containerValues.tag)
    }
}
