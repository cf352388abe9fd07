/// Keeps a navigation stack's page boxes in line with its pages: shows the top one, keeps
/// covered ones that are mounted, and shows the back button and the title.
///
/// Only mounted pages have a box, so the work of a push or a pop does not grow with the depth.
@MainActor
final class NavigationStackCoordinator {
    let model: NavigationStackModel
    /// The number of pages above the root, as of the latest update.
    var depth = 0
    /// The page around this stack, when it is nested in another navigation container; nil for
    /// the outermost, which sets the window title.
    var enclosing: NavigationTitleScope?
    /// Borrowed: the event box owns them through its children.
    private var events: WidgetPointer?
    private var bar: WidgetPointer?
    private var back: UnsafeMutablePointer<GtkButton>?
    private var stack: UnsafeMutablePointer<GtkStack>?
    /// One box per mounted page, by page index (0 for the root); the stack holds them. A box stays
    /// while its page's widgets are in it.
    private var pages: [Int: (box: WidgetPointer, scope: NavigationTitleScope?)] = [:]
    /// The indices of ``pages``, ascending.
    private var order: [Int] = []
    /// Alt+Left and the keyboard's Back key pop while this stack is shown, unless a stack shown
    /// inside it has a page to pop: that one pops first.
    private(set) lazy var keys = ToplevelKeyHandler { [unowned self] event in
        guard let events, gtk_widget_is_drawable(events) != 0,
            ToplevelKeyHandler.matches(event, GDK_KEY_Left, GDK_MOD1_MASK) || event.keyval == guint(GDK_KEY_Back),
            !Self.hasPoppableStack(inside: box(for: depth))
        else { return false }
        return popFromUser()
    }

    /// The widget data key marking a stack's event box while it has a page to pop.
    private static let poppableKey = "gtkui-navigation-poppable"

    init(model: NavigationStackModel) {
        self.model = model
        model.titles.visiblePages = { [weak self] in
            guard let self, let scope = self.pages[self.depth]?.scope else { return [] }
            return [scope]
        }
    }

    func attach(
        events: WidgetPointer, bar: WidgetPointer, back: UnsafeMutablePointer<GtkButton>,
        stack: UnsafeMutablePointer<GtkStack>
    ) {
        self.events = events
        self.bar = bar
        self.back = back
        self.stack = stack
    }

    /// Shows the top page and the back button, and drops the boxes of popped pages once empty.
    func refresh() {
        guard let stack, let bar else { return }
        let top = box(for: depth)
        while let last = order.last, last > depth, let page = pages[last],
            ContainerChildren.children(of: page.box).isEmpty
        {
            gtk_container_remove(stack.cast(), page.box)
            pages.removeValue(forKey: last)
            order.removeLast()
        }
        if gtk_stack_get_visible_child(stack) != top {
            // The first page appears without sliding in.
            let animate = gtk_widget_get_mapped(stack.cast()) != 0
            gtk_stack_set_visible_child_full(
                stack, "page\(depth)",
                animate ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT : GTK_STACK_TRANSITION_TYPE_NONE)
        }
        if (gtk_widget_get_visible(bar) != 0) != (depth > 0) { gtk_widget_set_visible(bar, depth > 0 ? 1 : 0) }
        if let events {
            // Any non-null pointer marks the flag; GLib never dereferences it.
            g_object_set_data(
                events.gObject, Self.poppableKey, depth > 0 ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
        }
        titlesChanged()
    }

    /// Shows the titles: the back button reads the page below's, and the window (or the
    /// navigation container around) learns of this stack's.
    func titlesChanged() {
        if let back, depth > 0 {
            let below = pages[depth - 1]?.scope?.effectiveTitle?.title
            let label = below ?? "Back"
            if gtk_button_get_label(back).map({ String(cString: $0) }) != label { gtk_button_set_label(back, label) }
        }
        if let enclosing {
            enclosing.onChange?()
        } else if let events {
            NavigationWindowTitle.apply(model.titles.title, near: events)
        }
    }

    func add(_ child: WidgetPointer, at placement: ChildPlacement) {
        let info = placement.containerValues.navigationStackPage
        let index = info?.index ?? 0
        let page = box(for: index)
        if let scope = info?.scope, pages[index]?.scope !== scope {
            pages[index]?.scope = scope
            scope.onChange = { [weak self] in self?.titlesChanged() }
        }
        gtk_container_add(page.cast(), child)
        // A pushed page's widgets arrive last; only others need the count of the widgets below.
        if !placement.isAtEnd {
            let below = order.prefix { $0 < index }.reduce(0) { count, other in
                count + (pages[other].map { ContainerChildren.children(of: $0.box).count } ?? 0)
            }
            let position = min(max(placement.index - below, 0), ContainerChildren.children(of: page).count - 1)
            gtk_box_reorder_child(page.cast(), child, Int32(position))
        }
        refresh()
    }

    func remove(_ child: WidgetPointer) {
        if let parent = gtk_widget_get_parent(child), let stack, gtk_widget_get_parent(parent) == stack.cast() {
            gtk_container_remove(parent.cast(), child)
        }
        refresh()
    }

    /// Pops for a user's gesture; whether there was a page to pop.
    func popFromUser() -> Bool {
        guard depth > 0 else { return false }
        model.pop()
        return true
    }

    /// Ends the key handling (the context disconnects the rest) and gives the window its own title
    /// back.
    func dismantle() {
        keys.disconnect()
        if enclosing == nil, let events { NavigationWindowTitle.apply(nil, near: events) }
    }

    /// Whether a navigation stack with a page to pop is shown below `widget`.
    private static func hasPoppableStack(inside widget: WidgetPointer) -> Bool {
        if g_object_get_data(widget.gObject, poppableKey) != nil, gtk_widget_is_drawable(widget) != 0 { return true }
        guard widget.isInstance(of: gtk_container_get_type()) else { return false }
        // Only the shown page of a nested stack counts: covered pages are not drawable.
        return ContainerChildren.children(of: widget).contains { hasPoppableStack(inside: $0) }
    }

    /// The box of page `index`, made when missing.
    private func box(for index: Int) -> WidgetPointer {
        if let page = pages[index] { return page.box }
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_show(box)
        if let stack { gtk_stack_add_named(stack, box, "page\(index)") }
        pages[index] = (box, nil)
        order.insert(index, at: order.lastIndex { $0 < index }.map { $0 + 1 } ?? 0)
        return box
    }
}
