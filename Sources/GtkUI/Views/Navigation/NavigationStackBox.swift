/// The widgets of a ``NavigationStack``: an event box (so the mouse's back button reaches it from
/// any page) around a bar with the back button, shown while a page is pushed, above a `GtkStack`
/// with one box per page.
struct NavigationStackBox<Content: View>: GtkContainerRepresentable {
    let content: Content
    let model: NavigationStackModel
    /// The number of pages above the root.
    let depth: Int

    func makeCoordinator() -> NavigationStackCoordinator { NavigationStackCoordinator(model: model) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEventBox> {
        let events: UnsafeMutablePointer<GtkEventBox> = gtk_event_box_new()!.cast()
        gtk_event_box_set_visible_window(events, 0)
        gtk_widget_set_hexpand(events.cast(), 1)
        gtk_widget_set_vexpand(events.cast(), 1)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { margin(bar, 6) }
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(bar, 6) }
        // The hosting's show_all must not show the bar over the root.
        gtk_widget_set_no_show_all(bar, 1)
        let back: UnsafeMutablePointer<GtkButton> = gtk_button_new_with_label("Back")!.cast()
        gtk_button_set_image(back, gtk_image_new_from_icon_name("go-previous-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_button_set_always_show_image(back, 1)
        gtk_container_add(bar.cast(), back.cast())
        gtk_widget_show(back.cast())
        let stack: UnsafeMutablePointer<GtkStack> = gtk_stack_new()!.cast()
        gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
        gtk_widget_set_hexpand(stack.cast(), 1)
        gtk_widget_set_vexpand(stack.cast(), 1)
        gtk_container_add(column.cast(), bar)
        gtk_container_add(column.cast(), stack.cast())
        gtk_container_add(events.cast(), column)
        gtk_widget_show(stack.cast())
        gtk_widget_show(column)

        let coordinator = context.coordinator
        coordinator.attach(events: events.cast(), bar: bar, back: back, stack: stack)
        context.connect(back, "clicked") { _ in coordinator.model.pop() }
        gtk_widget_add_events(events.cast(), Int32(GDK_BUTTON_PRESS_MASK.rawValue))
        context.connect(events, "button-press-event") { args -> Bool in
            guard let event = args[1].pointer(to: GdkEventButton.self)?.pointee, event.type == GDK_BUTTON_PRESS,
                event.button == 8
            else { return false }
            return coordinator.popFromUser()
        }
        context.connect(events, "hierarchy-changed") { _ in
            coordinator.keys.follow(events.cast()) { window, handler in
                context.connect(window, "key-press-event", returning: handler)
            }
            coordinator.titlesChanged()
        }
        return events
    }

    func updateWidget(_ events: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        let coordinator = context.coordinator
        coordinator.enclosing = context.environment.navigationPageScope
        coordinator.depth = depth
        coordinator.refresh()
    }

    static func dismantleWidget(_ events: UnsafeMutablePointer<GtkEventBox>, coordinator: NavigationStackCoordinator) {
        coordinator.dismantle()
    }

    /// Adds the child to its page's box, after the widgets of the pages below.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to events: UnsafeMutablePointer<GtkEventBox>,
        context: Context
    ) {
        context.coordinator.add(child, at: placement)
    }

    func removeChild(_ child: WidgetPointer, from events: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        context.coordinator.remove(child)
    }

    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in events: UnsafeMutablePointer<GtkEventBox>,
        context: Context
    ) {
        context.coordinator.remove(child)
        context.coordinator.add(child, at: placement)
    }

    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in events: UnsafeMutablePointer<GtkEventBox>,
        context: Context
    ) {
        context.coordinator.remove(child)
        context.coordinator.add(child, at: placement)
    }
}
