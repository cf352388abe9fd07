/// The `GtkHeaderBar` of a window or sheet: shows the window buttons, mounts the `.toolbar`
/// items that the window's content passes up (``ToolbarItemsKey``) and packs their widgets at
/// their placements. The title and subtitle are set by
/// ``NavigationWindowTitle`` (the window's title reaches the header bar through GTK).
@MainActor
final class HeaderBarController {
    /// The header bar; owned here, and by the window once it is its titlebar.
    private let barReference: GObjectReference<GtkWidget>
    /// The widgets of the mounted items, in order, outer views' first. The node that mounts them
    /// holds a reference on each until it removed it here.
    private var items: [ToolbarWidget] = []
    private var root: ContainerNode<WidgetPlatform<HeaderBarItems>>?
    /// Widgets packed now, each packed by this controller.
    private var packed: [WidgetPointer] = []
    /// Holds `.principal` items as the header bar's custom title; made on first use.
    private var titleBox: GObjectReference<GtkWidget>?
    /// For sheets: the close button shows only while there is no `.cancellationAction`.
    private let closeButtonUnlessCancellation: Bool
    /// An empty custom title, for a hidden title.
    private var emptyTitle: GObjectReference<GtkWidget>?

    /// The header bar widget.
    var bar: UnsafeMutablePointer<GtkHeaderBar> { barReference.pointer.cast() }

    /// Makes a header bar and sets it as `window`'s titlebar.
    init(window: UnsafeMutablePointer<GtkWindow>, hidesTitle: Bool = false, isSheet: Bool = false) {
        barReference = GObjectReference(adopting: gtk_header_bar_new()!)
        closeButtonUnlessCancellation = isSheet
        gtk_header_bar_set_show_close_button(bar, 1)
        // No room is kept for a subtitle that is not there: the title stays centred.
        gtk_header_bar_set_has_subtitle(bar, 0)
        if hidesTitle {
            let empty = GObjectReference(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!)
            emptyTitle = empty
            gtk_header_bar_set_custom_title(bar, empty.pointer)
        }
        gtk_widget_show(barReference.pointer)
        gtk_window_set_titlebar(window, barReference.pointer)
    }

    /// Shows `contributions`, the value of ``ToolbarItemsKey`` at the root of the window's host:
    /// mounts the items of each, updates the kept ones in place and unmounts the rest. They mount
    /// in `graph`, the graph of the content that declares them, so that they update in its passes.
    func show(_ contributions: [ToolbarContribution], in graph: ViewGraph) {
        let view = HeaderBarItems(contributions: contributions, controller: self)
        if let root, contributions.isEmpty {
            // Unmounted rather than kept empty: the graph belongs to the host, which may go first.
            self.root = nil
            graph.performUpdates {
                root.removeAllChildWidgets()
                root.unmount()
            }
        } else if let root {
            graph.performUpdates { root.update(with: view, environment: root.environment) }
        } else if !contributions.isEmpty {
            root = graph.performUpdates {
                ContainerNode(graph: graph, parent: nil, environment: EnvironmentValues(), view: view)
            }
        }
    }

    /// Packs a new item widget; called as the items mount.
    func insert(_ item: ToolbarWidget, at index: Int) {
        items.insert(item, at: min(index, items.count))
        repack()
    }

    /// Takes an item widget out of the bar; called as its item goes.
    func remove(_ widget: WidgetPointer) {
        items.removeAll { $0.widget == widget }
        if let parent = gtk_widget_get_parent(widget) { gtk_container_remove(parent.cast(), widget) }
        packed.removeAll { $0 == widget }
        repack()
    }

    isolated deinit {
        guard let root, root.isMounted else { return }
        root.removeAllChildWidgets()
        root.unmount()
    }

    /// The header bar of `window`, if it has one.
    static func headerBar(of window: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkHeaderBar>? {
        guard let titlebar = gtk_window_get_titlebar(window), titlebar.isInstance(of: gtk_header_bar_get_type())
        else { return nil }
        return titlebar.cast()
    }

    /// Puts the app's primary menu at the end of the header bar, GNOME's place for it: a menu
    /// button with the `open-menu-symbolic` icon showing `model`. Packed at the end
    /// and moved to the edge, where it stays. Returns the button, which the bar owns.
    @discardableResult
    func addPrimaryMenu(model: UnsafeMutablePointer<GMenuModel>) -> WidgetPointer {
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_menu_model(button.cast(), model)
        let image = gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON)
        gtk_button_set_image(button.cast(), image)
        gtk_widget_set_tooltip_text(button, "Main Menu")
        ControlSupport.setAccessibleName("Main Menu", on: button)
        gtk_widget_set_name(button, Self.primaryMenuName)
        gtk_widget_show_all(button)
        gtk_header_bar_pack_end(bar, button)
        // First among the bar's children: the end's outermost place, whatever was packed before.
        var position = GValue()
        g_value_init(&position, GType(6 << 2))  // G_TYPE_INT, a macro Swift does not import
        g_value_set_int(&position, 0)
        gtk_container_child_set_property(bar.cast(), button, "position", &position)
        g_value_unset(&position)
        return button
    }

    /// The widget name of the primary menu button.
    static let primaryMenuName = "gtkui-primary-menu"

    /// Opens the primary menu, or closes it when it is open: F10.
    static func togglePrimaryMenu(_ button: WidgetPointer) {
        let toggle: UnsafeMutablePointer<GtkToggleButton> = button.cast()
        gtk_toggle_button_set_active(toggle, gtk_toggle_button_get_active(toggle) == 0 ? 1 : 0)
    }

    /// Packs the item widgets again: few, and changed rarely, so all of them.
    private func repack() {
        for widget in packed {
            if let parent = gtk_widget_get_parent(widget) { gtk_container_remove(parent.cast(), widget) }
        }
        packed.removeAll()
        var ends: [WidgetPointer] = []
        var titles: [WidgetPointer] = []
        for item in items {
            switch item.placement.slot {
            case .start:
                gtk_header_bar_pack_start(bar, item.widget)
                packed.append(item.widget)
            case .end: ends.append(item.widget)
            case .title: titles.append(item.widget)
            case .hidden: continue
            }
        }
        // pack_end fills from the edge inwards: the last item goes there first.
        for widget in ends.reversed() {
            gtk_header_bar_pack_end(bar, widget)
            packed.append(widget)
        }
        placeTitle(titles)
        if closeButtonUnlessCancellation {
            let hasCancel = items.contains { $0.placement == .cancellationAction }
            gtk_header_bar_set_show_close_button(bar, hasCancel ? 0 : 1)
        }
    }

    /// `.principal` items replace the title; without any, the window's title shows again.
    private func placeTitle(_ widgets: [WidgetPointer]) {
        guard !widgets.isEmpty else {
            let wanted = emptyTitle?.pointer
            if gtk_header_bar_get_custom_title(bar) != wanted { gtk_header_bar_set_custom_title(bar, wanted) }
            return
        }
        let box: GObjectReference<GtkWidget>
        if let titleBox {
            box = titleBox
        } else {
            box = GObjectReference(adopting: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!)
            gtk_widget_show(box.pointer)
            titleBox = box
        }
        for widget in widgets {
            gtk_container_add(box.pointer.cast(), widget)
            packed.append(widget)
        }
        if gtk_header_bar_get_custom_title(bar) != box.pointer { gtk_header_bar_set_custom_title(bar, box.pointer) }
    }
}
