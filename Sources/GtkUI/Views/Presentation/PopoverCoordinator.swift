import CGtkShim
import Foundation

/// Owns the `GtkPopover` of a `.popover` and keeps it in line with the binding: opens it while the
/// binding is true and the view is on screen, closes it when the binding turns false, and turns a
/// close by the user (a click outside, Escape) into a false binding.
@MainActor
final class PopoverCoordinator<Content: View> {
    var isPresented: Binding<Bool>
    var makeContent: (() -> Content)?
    var environment = EnvironmentValues()
    var attachmentAnchor = PopoverAttachmentAnchor.rect(.bounds)
    var position = GTK_POS_TOP
    /// The view's box; borrowed from the node that mounts it, set on each update.
    var anchor: WidgetPointer?

    /// Made on first opening, relative to the anchor, and destroyed at dismantling.
    private var popover: GObjectReference<GtkWidget>?
    private var closed: SignalConnection?
    /// The content while the popover is open.
    private var host: HostingWidget<Content>?

    init(isPresented: Binding<Bool>) {
        self.isPresented = isPresented
    }

    /// Opens, refreshes or closes the popover as the binding says.
    func sync() {
        guard let anchor else { return }
        if isPresented.wrappedValue {
            let popover = popover?.pointer ?? makePopover(relativeTo: anchor)
            showContent(in: popover)
            if gtk_popover_get_position(popover.cast()) != position {
                gtk_popover_set_position(popover.cast(), position)
            }
            guard gtk_widget_get_visible(popover) == 0, gtk_widget_get_mapped(anchor) != 0 else { return }
            point(popover, at: anchor)
            gtk_popover_popup(popover.cast())
        } else if let popover = popover?.pointer, gtk_widget_get_visible(popover) != 0 {
            gtk_popover_popdown(popover.cast())
        }
    }

    /// Disconnects and destroys the popover, with its content.
    func tearDown() {
        closed?.disconnect()
        closed = nil
        host = nil
        if let popover = popover?.pointer { gtk_widget_destroy(popover) }
        popover = nil
        anchor = nil
    }

    private func makePopover(relativeTo anchor: WidgetPointer) -> WidgetPointer {
        // Retained, not adopted: GTK may already have sunk the new popover's floating reference
        // into the anchor's window; ours is added either way and released after destruction.
        let reference = GObjectReference(retaining: gtk_popover_new(anchor)!)
        popover = reference
        closed = Signals.connect(reference.pointer, "closed") { [weak self] _ in self?.userOrCodeClosed() }
        return reference.pointer
    }

    /// Builds the content on opening, or gives it the latest view value while open.
    private func showContent(in popover: WidgetPointer) {
        guard let makeContent else { return }
        if let host {
            host.rootView = makeContent()
            return
        }
        var contentEnvironment = environment
        contentEnvironment.dismiss = DismissAction { [weak self] in self?.isPresented.wrappedValue = false }
        // Sheets inside the popover present themselves anew.
        contentEnvironment.windowPresentation = WindowPresentation()
        let host = HostingWidget(rootView: makeContent(), environment: contentEnvironment)
        self.host = host
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { margin(host.widget, 6) }
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(host.widget, 6) }
        gtk_container_add(popover.cast(), host.widget)
        gtk_widget_show(host.widget)
    }

    /// Points the arrow at the anchor's rectangle or point, in the anchor's coordinates.
    private func point(_ popover: WidgetPointer, at anchor: WidgetPointer) {
        let width = Double(gtk_widget_get_allocated_width(anchor))
        let height = Double(gtk_widget_get_allocated_height(anchor))
        var target = GdkRectangle(x: 0, y: 0, width: Int32(width), height: Int32(height))
        func pixels(_ value: Double) -> Int32 { ClampedLength.pixels(value, "popover anchor") }
        switch attachmentAnchor {
        case .rect(let source):
            let rect = source.resolve(CGRect(x: 0, y: 0, width: width, height: height))
            target = GdkRectangle(
                x: pixels(rect.minX), y: pixels(rect.minY), width: max(1, pixels(rect.width)),
                height: max(1, pixels(rect.height)))
        case .point(let unit):
            target = GdkRectangle(x: pixels(unit.x * width), y: pixels(unit.y * height), width: 1, height: 1)
        }
        gtk_popover_set_pointing_to(popover.cast(), &target)
    }

    /// GTK closed the popover: by the user, or after `popdown` from code. The binding becomes
    /// false once, and the content goes with its state.
    private func userOrCodeClosed() {
        if isPresented.wrappedValue { isPresented.wrappedValue = false }
        if let host, let popover = popover?.pointer {
            gtk_container_remove(popover.cast(), host.widget)
        }
        host = nil
    }
}
