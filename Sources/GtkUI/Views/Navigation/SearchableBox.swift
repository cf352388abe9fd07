/// A vertical box with a search entry above the content of ``View/searchable(text:prompt:)-(_,Text?)``.
struct SearchableBox<Content: View>: GtkContainerRepresentable {
    let content: Content
    let text: Binding<String>
    let prompt: String

    func makeCoordinator() -> SearchableCoordinator { SearchableCoordinator(text: text) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let box: UnsafeMutablePointer<GtkBox> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!.cast()
        let entry: UnsafeMutablePointer<GtkEntry> = gtk_search_entry_new()!.cast()
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { margin(entry.cast(), 6) }
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(entry.cast(), 6) }
        gtk_container_add(box.cast(), entry.cast())
        gtk_widget_show(entry.cast())
        let coordinator = context.coordinator
        coordinator.entry = entry
        // "changed" rather than the search entry's delayed "search-changed": one write per edit,
        // as SwiftUI's field writes on each keystroke.
        context.connect(entry, "changed") { _ in
            coordinator.text.wrappedValue = String(cString: gtk_entry_get_text(entry))
        }
        context.connect(box, "hierarchy-changed") { _ in
            coordinator.keys.follow(box.cast()) { window, handler in
                context.connect(window, "key-press-event", returning: handler)
            }
        }
        return box
    }

    /// Shows the binding's text and the prompt, without echoing the text back.
    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        let coordinator = context.coordinator
        coordinator.text = text
        guard let entry = coordinator.entry else { return }
        if gtk_entry_get_placeholder_text(entry).map({ String(cString: $0) }) != prompt {
            gtk_entry_set_placeholder_text(entry, prompt)
            ControlSupport.setAccessibleName(prompt, on: entry)
        }
        let value = text.wrappedValue
        if String(cString: gtk_entry_get_text(entry)) != value {
            context.withSignalsBlocked { gtk_entry_set_text(entry, value) }
        }
    }

    static func dismantleWidget(_ box: UnsafeMutablePointer<GtkBox>, coordinator: SearchableCoordinator) {
        coordinator.dismantle()
    }

    /// Puts the child at its index among the content's children, below the entry.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        gtk_container_add(box.cast(), child)
        if !placement.isAtEnd { gtk_box_reorder_child(box, child, Int32(placement.index + 1)) }
    }

    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        gtk_box_reorder_child(box, child, Int32(placement.index + 1))
    }
}

/// The latest binding of a search field, and its Ctrl+F handler on the window.
@MainActor
final class SearchableCoordinator {
    var text: Binding<String>
    /// Borrowed: the box holds it.
    var entry: UnsafeMutablePointer<GtkEntry>?
    /// Ctrl+F focuses the field while it is shown.
    private(set) lazy var keys = ToplevelKeyHandler { [unowned self] event in
        guard let entry, gtk_widget_is_drawable(entry.cast()) != 0,
            ToplevelKeyHandler.matches(event, GDK_KEY_f, GDK_CONTROL_MASK)
        else { return false }
        gtk_widget_grab_focus(entry.cast())
        return true
    }

    init(text: Binding<String>) {
        self.text = text
    }

    /// Removes the key handler from the window.
    func dismantle() {
        keys.disconnect()
    }
}
