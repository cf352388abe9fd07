/// A `key-press-event` handler on the window around a widget, for shortcuts that work wherever
/// the focus is in that window (Alt+Left pops a navigation stack, Ctrl+F focuses a search
/// field). It follows the widget into another window and is disconnected on ``disconnect()``.
@MainActor
final class ToplevelKeyHandler {
    private let handle: (GdkEventKey) -> Bool
    /// The window handled; borrowed, the connection lives no longer than the widget is in it.
    private var toplevel: WidgetPointer?
    private var connection: SignalConnection?

    /// A handler running `handle` for each key press; it returns whether it used the key.
    init(_ handle: @escaping (GdkEventKey) -> Bool) {
        self.handle = handle
    }

    /// Connects to the toplevel window of `widget` when it is another than before; `connect`
    /// makes the connection (through a representable's context, which also ends it on dismantle).
    func follow(
        _ widget: WidgetPointer,
        connect: (WidgetPointer, @escaping @MainActor (SignalArguments) -> Bool) -> SignalConnection
    ) {
        let window = gtk_widget_get_toplevel(widget).flatMap { gtk_widget_is_toplevel($0) != 0 ? $0 : nil }
        guard window != toplevel else { return }
        connection?.disconnect()
        let handle = handle
        connection = window.map { window in
            connect(window) { args in
                guard let event = args[1].pointer(to: GdkEventKey.self)?.pointee else { return false }
                return handle(event)
            }
        }
        toplevel = window
    }

    /// Removes the handler from the window.
    func disconnect() {
        connection?.disconnect()
        connection = nil
        toplevel = nil
    }

    /// Whether `event` is `keyval` (either case) with exactly `modifiers` among the usual ones.
    static func matches(_ event: GdkEventKey, _ keyval: Int32, _ modifiers: GdkModifierType) -> Bool {
        let state = event.state & gtk_accelerator_get_default_mod_mask().rawValue
        return state == modifiers.rawValue && gdk_keyval_to_lower(event.keyval) == gdk_keyval_to_lower(guint(keyval))
    }
}
