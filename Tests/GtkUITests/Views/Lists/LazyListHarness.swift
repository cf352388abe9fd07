import GtkUI
import XCTest

/// A view in a real window of a fixed size, with the means to look at a lazy container in it as a
/// person would: which rows are on screen, and scrolling.
@MainActor
final class LazyListHarness {
    let window: WidgetPointer
    /// Keeps the hosted view alive.
    private var host: AnyObject?

    init<V: View>(_ view: V, width: Int32 = 400, height: Int32 = 300) {
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(window.cast(), width, height)
        let hosting = HostingWidget(rootView: view)
        host = hosting
        gtk_container_add(window.cast(), hosting.widget)
        gtk_widget_show_all(window)
        settle()
    }

    /// Runs the loop until GTK has laid out and painted, and the list has its rows.
    func settle() {
        TestLoop.run(until: { !self.rows().isEmpty }, timeout: 2)
        TestLoop.run(for: 0.05)
        TestLoop.drain()
    }

    private var closed = false

    /// Destroys the window and lets the hosted view go; closing again does nothing.
    func close() {
        guard !closed else { return }
        closed = true
        gtk_widget_destroy(window)
        host = nil
        TestLoop.drain()
    }

    /// The lazy boxes in the window, in tree order.
    var boxes: [WidgetPointer] {
        WidgetTree.all(g_type_from_name("GtkUILazyBox"), in: window)
    }

    /// The first lazy box.
    var box: WidgetPointer { boxes[0] }

    /// The row widgets of `box` that are shown, in order along the axis.
    func rows(in box: WidgetPointer? = nil) -> [WidgetPointer] {
        guard let box = box ?? boxes.first else { return [] }
        return WidgetTree.children(of: box)
            .filter { gtk_widget_get_child_visible($0) != 0 }
            .sorted { position(of: $0) < position(of: $1) }
    }

    private func position(of row: WidgetPointer) -> (Int32, Int32) {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(row, &allocation)
        return (allocation.y, allocation.x)
    }

    /// The lines of rows that intersect the visible part of the scrolled window, as their label
    /// texts: a list's rows, or a grid's lines with their cells' texts in order.
    func visibleRowTexts(in box: WidgetPointer? = nil) -> [String] {
        let box = box ?? self.box
        guard let adjustment = adjustment(of: box) else { return [] }
        let top = gtk_adjustment_get_value(adjustment)
        let bottom = top + gtk_adjustment_get_page_size(adjustment)
        var lines: [(y: Int32, texts: [String])] = []
        for row in rows(in: box) {
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(row, &allocation)
            let start = Double(allocation.y)
            let end = start + Double(allocation.height)
            guard end > top, start < bottom else { continue }
            let text = WidgetTree.labels(in: row).joined(separator: " ")
            if let last = lines.last, last.y == allocation.y {
                lines[lines.count - 1].texts.append(text)
            } else {
                lines.append((allocation.y, [text]))
            }
        }
        return lines.map { $0.texts.joined(separator: " ") }
    }

    /// The vertical adjustment of the scrolled window around `box`.
    func adjustment(of box: WidgetPointer? = nil) -> UnsafeMutablePointer<GtkAdjustment>? {
        guard let scrolled = gtk_widget_get_ancestor(box ?? self.box, gtk_scrolled_window_get_type()) else {
            return nil
        }
        return gtk_scrolled_window_get_vadjustment(scrolled.cast())
    }

    /// Scrolls to `fraction` of the scrollable range and lets GTK lay out.
    func scroll(toFraction fraction: Double, box: WidgetPointer? = nil) {
        guard let adjustment = adjustment(of: box) else { return XCTFail("no scrolled window") }
        let range = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        gtk_adjustment_set_value(adjustment, range * fraction)
        TestLoop.run(for: 0.05)
        TestLoop.drain()
    }

    /// The shown row whose labels include `name`.
    func row(_ name: String) -> WidgetPointer? {
        rows().first { WidgetTree.labels(in: $0).contains(name) }
    }

    /// Whether `row` shows as selected.
    static func isSelected(_ row: WidgetPointer?) -> Bool {
        guard let row else { return false }
        return gtk_widget_get_state_flags(row).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
    }

    /// The number of GtkLabels in the window.
    var labelCount: Int {
        WidgetTree.all(gtk_label_get_type(), in: window).count
    }

    /// Sends a key press with `modifiers` to the focused widget of the window.
    func press(_ keyval: Int32, modifiers: GdkModifierType = GdkModifierType(0)) {
        guard let focus = gtk_window_get_focus(window.cast()) else { return XCTFail("nothing has the focus") }
        let event = gdk_event_new(GDK_KEY_PRESS)!
        let gdkWindow = gtk_widget_get_window(window)
        if let gdkWindow { g_object_ref(UnsafeMutableRawPointer(gdkWindow)) }  // the event releases it
        event.pointee.key.window = gdkWindow
        event.pointee.key.keyval = guint(keyval)
        event.pointee.key.state = modifiers.rawValue
        event.pointee.key.send_event = 1
        gtk_widget_event(focus, event)
        gdk_event_free(event)
        TestLoop.drain()
    }

    /// The item labelled `label` in the menus GTK has popped up.
    static func poppedUpMenuItem(_ label: String) -> UnsafeMutablePointer<GtkWidget>? {
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var list = toplevels
        var found: UnsafeMutablePointer<GtkWidget>?
        while let node = list {
            if let window = node.pointee.data?.assumingMemoryBound(to: GtkWidget.self),
                gtk_widget_get_visible(window) != 0
            {
                for item in WidgetTree.all(gtk_menu_item_get_type(), in: window)
                where WidgetTree.labels(in: item) == [label] {
                    found = item
                }
            }
            list = node.pointee.next
        }
        return found
    }

    /// Pops down the menu of `item`, as choosing an item does, so its grab ends.
    static func closeMenu(of item: UnsafeMutablePointer<GtkWidget>) {
        if let menu = gtk_widget_get_parent(item) { gtk_menu_popdown(menu.cast()) }
        TestLoop.drain()
    }
}
