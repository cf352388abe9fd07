import GtkUI
import XCTest

/// Reading and driving navigation widgets in tests.
@MainActor
enum NavigationProbe {
    /// The labels of the page a navigation stack shows (the innermost stack's when nested).
    static func shownLabels(in root: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard let page = shownPage(in: root) else { return [] }
        return WidgetTree.labels(in: page)
    }

    /// The page box a navigation stack shows.
    static func shownPage(in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let stack = WidgetTree.first(gtk_stack_get_type(), in: root) else { return nil }
        return gtk_stack_get_visible_child(stack.cast())
    }

    /// The number of pages a navigation stack holds (shown and covered).
    static func pageCount(in root: UnsafeMutablePointer<GtkWidget>) -> Int {
        guard let stack = WidgetTree.first(gtk_stack_get_type(), in: root) else { return 0 }
        return WidgetTree.children(of: stack).count
    }

    /// The stack's back button, found by its icon.
    static func backButton(in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkButton>? {
        WidgetTree.all(gtk_button_get_type(), in: root).first { button in
            guard let image = gtk_button_get_image(button.cast()) else { return false }
            var name: UnsafePointer<gchar>?
            gtk_image_get_icon_name(image.cast(), &name, nil)
            return name.map { String(cString: $0) } == "go-previous-symbolic"
        }?.cast()
    }

    /// Clicks the button labelled `label` on the shown page.
    static func click(_ label: String, in root: UnsafeMutablePointer<GtkWidget>) {
        guard let page = shownPage(in: root) else { return XCTFail("no navigation stack") }
        gtk_button_clicked(WidgetTree.button(label, in: page))
    }

    /// Delivers a key press of `keyval` with `state` to `window`, as GDK would from the X server.
    static func press(_ keyval: Int32, state: GdkModifierType, on window: UnsafeMutablePointer<GtkWidget>) {
        guard let gdkWindow = gtk_widget_get_window(window), let event = gdk_event_new(GDK_KEY_PRESS) else {
            return XCTFail("the window is not realized")
        }
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.key.keyval = guint(keyval)
        event.pointee.key.state = state.rawValue
        event.pointee.key.time = 1000
        gdk_event_set_device(event, keyboard)
        gtk_main_do_event(event)
        gdk_event_free(event)
    }

    /// Delivers a press of mouse button `button` to `widget`'s input window.
    static func pressButton(_ button: guint, on widget: UnsafeMutablePointer<GtkWidget>) {
        guard let window = PointerEvents.inputWindow(of: widget), let event = gdk_event_new(GDK_BUTTON_PRESS) else {
            return XCTFail("the widget is not realized")
        }
        event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
        event.pointee.button.x = 4
        event.pointee.button.y = 4
        event.pointee.button.button = button
        event.pointee.button.time = 1000
        gdk_event_set_device(event, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
        gtk_main_do_event(event)
        gdk_event_free(event)
    }

    /// The number of `key-press-event` handlers connected on `widget`.
    static func keyHandlerCount(on widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        let signal = g_signal_lookup("key-press-event", gtk_widget_get_type())
        let mask = GSignalMatchType(rawValue: G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_UNBLOCKED.rawValue)
        var blocked: [gulong] = []
        while true {
            let handler = g_signal_handler_find(widget.cast(), mask, signal, 0, nil, nil, nil)
            guard handler != 0 else { break }
            g_signal_handler_block(widget.cast(), handler)
            blocked.append(handler)
        }
        for handler in blocked { g_signal_handler_unblock(widget.cast(), handler) }
        return blocked.count
    }

    private static var keyboard: OpaquePointer? {
        gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default()))
    }
}
