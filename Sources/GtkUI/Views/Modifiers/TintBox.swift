/// The wrapper behind `tint(_:)`: a box with a unique widget name, and one screen-wide CSS
/// provider whose rules select the controls below that name; reloaded, never stacked, when the
/// colour changes, and removed with the wrapper.
struct TintBox<Content: View>: GtkContainerRepresentable {
    let content: Content
    let color: Color?

    func makeCoordinator() -> TintProvider { TintProvider() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let box = WrapperBox.make()
        gtk_widget_set_name(box.cast(), context.coordinator.name)
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        let coordinator = context.coordinator
        guard let color else {
            coordinator.setCSS("")
            return
        }
        let value = color.css(for: box.cast())
        let scope = "#\(coordinator.name)"
        let filled = [
            "switch:checked", "progressbar progress", "scale highlight", "levelbar block.filled",
            "button.suggested-action", "check:checked", "radio:checked",
        ]
        coordinator.setCSS(
            filled.map { "\(scope) \($0)" }.joined(separator: ", ")
                + " { background-color: \(value); background-image: none; border-color: \(value); }\n"
                + "\(scope) link, \(scope) button.link label { color: \(value); }")
    }

    static func dismantleWidget(_ box: UnsafeMutablePointer<GtkBox>, coordinator: TintProvider) {
        coordinator.setCSS("")
    }

    /// The content fills the wrapper, which is as flexible as its content.
    func addChild(_ child: WidgetPointer, to box: UnsafeMutablePointer<GtkBox>, context: Context) {
        gtk_box_pack_start(box, child, 1, 1, 0)
        ChildAlignment.flexibilityChanged(box.cast())
    }

    /// Removes the content; the stacks around may need realigning.
    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkBox>, context: Context) {
        gtk_container_remove(box.cast(), child)
        ChildAlignment.flexibilityChanged(box.cast())
    }
}
