import CGtkShim

/// Scrollable content in a `GtkScrolledWindow`.
///
/// As in SwiftUI, a vertical scroll view takes all the space it is offered, and a horizontal one
/// all the width and its content's height. The content keeps its own size across the scrolling
/// axis and is centred there, unless it is flexible that way (a `TextField`, or
/// `.frame(maxWidth: .infinity)`), when it fills.
public struct ScrollView<Content: View> {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// Content scrolling along `axes` (vertically by default).
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = true
        self.content = content()
    }

    /// Content scrolling along `axes`, with its scroll bars hidden when `showsIndicators` is
    /// false, as ``View/scrollIndicators(_:axes:)`` with `.hidden` does for this scroll view
    /// only. SwiftUI's older form, kept for the apps that use it.
    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension ScrollView: View {}

extension ScrollView: PrimitiveContainerView {
    var representable: ScrollViewContainer<Content> {
        ScrollViewContainer(axes: axes, showsIndicators: showsIndicators, content: content)
    }
}

/// The container behind ``ScrollView``.
struct ScrollViewContainer<Content: View>: GtkContainerRepresentable {
    let axes: Axis.Set
    /// False hides this scroll view's bars, whatever the environment says.
    var showsIndicators = true
    let content: Content

    /// Creates the scrolled window with a box inside for the content.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkScrolledWindow> {
        let scrolled: UnsafeMutablePointer<GtkScrolledWindow> = gtk_scrolled_window_new(nil, nil)!.cast()
        // GTK wraps the box in a viewport; children go into the box, so they can be removed again.
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_container_add(scrolled.cast(), box)
        gtk_widget_show_all(scrolled.cast())
        ScreenArea.propagateNaturalSize(of: scrolled)
        context.coordinator.box = box
        // `.scrollTargetBehavior`: the snapper hears every move of either adjustment.
        let snapper = ScrollSnapper(scrolled: scrolled)
        context.coordinator.snapper = snapper
        let adjustments = [
            gtk_scrolled_window_get_hadjustment(scrolled), gtk_scrolled_window_get_vadjustment(scrolled),
        ]
        for case let adjustment? in adjustments {
            context.connect(adjustment, "value-changed") { [weak snapper] _ in snapper?.valueChanged() }
        }
        // Before GTK's own handler: a scroll view under `.scrollDisabled(true)` does not scroll, and
        // the wheel goes on to the scroll view around it, as if this one were a plain box.
        let coordinator = context.coordinator
        context.connect(
            scrolled, "scroll-event",
            returning: { arguments -> Bool in
                guard coordinator.isScrollDisabled else { return false }
                if let event = arguments[1].pointer(to: GdkEvent.self),
                    let outer = Self.enclosingScrolledWindow(of: scrolled.cast())
                {
                    gtk_widget_event(outer, event)
                }
                return true
            })
        return scrolled
    }

    /// Applies the scrolling directions, and with them the flexibility and the content's alignment.
    func updateWidget(_ scrolled: UnsafeMutablePointer<GtkScrolledWindow>, context: Context) {
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        var settings = context.environment.scrollSettings
        if !showsIndicators {
            settings.horizontalIndicators = .hidden
            settings.verticalIndicators = .hidden
        }
        context.coordinator.isScrollDisabled = settings.isDisabled
        context.coordinator.snapper?.kind = context.environment.scrollSnapKind
        gtk_scrolled_window_set_policy(
            scrolled, settings.policy(scrolls: horizontal, indicators: settings.horizontalIndicators),
            settings.policy(scrolls: vertical, indicators: settings.verticalIndicators))
        let overlay: gboolean = settings.usesOverlayScrollbars ? 1 : 0
        if gtk_scrolled_window_get_overlay_scrolling(scrolled) != overlay {
            gtk_scrolled_window_set_overlay_scrolling(scrolled, overlay)
        }
        let widget: WidgetPointer = scrolled.cast()
        let hexpand: gboolean = horizontal || vertical ? 1 : 0
        let vexpand: gboolean = vertical ? 1 : 0
        if gtk_widget_get_hexpand(widget) != hexpand || gtk_widget_get_hexpand_set(widget) == 0 {
            gtk_widget_set_hexpand(widget, hexpand)
        }
        if gtk_widget_get_vexpand(widget) != vexpand || gtk_widget_get_vexpand_set(widget) == 0 {
            gtk_widget_set_vexpand(widget, vexpand)
        }
        guard let box = context.coordinator.box, context.coordinator.axes != axes else { return }
        context.coordinator.axes = axes
        // Several views in a scroll view stack as in SwiftUI's implicit stack: across a horizontal
        // scroll view, down any other, with a stack's default spacing.
        let orientation = axes == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        gtk_orientable_set_orientation(OpaquePointer(box), orientation)
        gtk_box_set_spacing(box.cast(), StackContainer<EmptyView>.defaultSpacing)
        // Along a scrolling axis the content has its natural length, so a Spacer in it collapses
        // as in SwiftUI, which proposes no length there; the box starts at the top or leading edge.
        gtk_widget_set_valign(box, vertical ? GTK_ALIGN_START : GTK_ALIGN_FILL)
        gtk_widget_set_halign(box, horizontal ? GTK_ALIGN_START : GTK_ALIGN_FILL)
        // Across it, content keeps its own size, centred, unless it is flexible that way.
        ChildAlignment.set(
            on: box, horizontal: vertical ? GTK_ALIGN_CENTER : nil, vertical: vertical ? nil : GTK_ALIGN_CENTER)
        for child in ContainerChildren.children(of: box) { ChildAlignment.align(child, in: box) }
        ChildAlignment.flexibilityChanged(widget)
    }

    /// Adds to the inner box, aligned.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to scrolled: UnsafeMutablePointer<GtkScrolledWindow>,
        context: Context
    ) {
        guard let box = context.coordinator.box else { return }
        gtk_container_add(box.cast(), child)
        if !placement.isAtEnd { gtk_box_reorder_child(box.cast(), child, Int32(placement.index)) }
        ChildAlignment.align(child, in: box)
    }

    /// Container values do not change a child's place in a scroll view.
    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in scrolled: UnsafeMutablePointer<GtkScrolledWindow>,
        context: Context
    ) {}

    /// Removes from the inner box.
    func removeChild(
        _ child: WidgetPointer, from scrolled: UnsafeMutablePointer<GtkScrolledWindow>, context: Context
    ) {
        guard let box = context.coordinator.box else { return }
        gtk_container_remove(box.cast(), child)
    }

    /// Reorders within the inner box.
    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in scrolled: UnsafeMutablePointer<GtkScrolledWindow>,
        context: Context
    ) {
        guard let box = context.coordinator.box else { return }
        gtk_box_reorder_child(box.cast(), child, Int32(placement.index))
    }

    /// The nearest scrolled window that contains `widget`, if any.
    static func enclosingScrolledWindow(of widget: WidgetPointer) -> WidgetPointer? {
        var current = gtk_widget_get_parent(widget)
        while let candidate = current, !candidate.isInstance(of: gtk_scrolled_window_get_type()) {
            current = gtk_widget_get_parent(candidate)
        }
        return current
    }

    /// Keeps the inner box.
    func makeCoordinator() -> Coordinator { Coordinator() }

    /// Holds the inner box; borrowed, the scrolled window owns it.
    final class Coordinator {
        var box: UnsafeMutablePointer<GtkWidget>?
        /// The axes the content was last aligned for.
        var axes: Axis.Set?
        /// Whether `.scrollDisabled(true)` applies, read by the scroll-event handler.
        var isScrollDisabled = false
        /// Brings the scroll view to rest as `.scrollTargetBehavior` says.
        var snapper: ScrollSnapper?
    }
}
