import CGtkShim
import Foundation

/// Watches the container of a ``View/containerRelativeFrame(_:alignment:)`` and gives the frame
/// its lengths whenever the container's size changes.
@MainActor
final class RelativeFrameWatcher {
    /// The frame widget; its node owns it.
    var frame: WidgetPointer?
    /// The container measured; borrowed, and let go when the frame moves or goes.
    private var container: WidgetPointer?
    private var connection: SignalConnection?
    /// The lengths' update after the container's allocation, until it runs.
    private var pending: OneShotSource?
    private var axes: Axis.Set = []
    private var alignment = Alignment.center
    private var rule = RelativeLength.whole
    private var warned: Set<String> = []
    /// The container size the lengths were last worked out for.
    private var measured: (width: Int32, height: Int32)?

    func update(axes: Axis.Set, alignment: Alignment, rule: RelativeLength) {
        self.axes = axes
        self.alignment = alignment
        self.rule = rule
        if case .grid(let count, let span, let spacing) = rule {
            if count < 1 { warnOnce("GtkUI: containerRelativeFrame count \(count) is below 1; 1 is used") }
            if span < 1 { warnOnce("GtkUI: containerRelativeFrame span \(span) is below 1; 1 is used") }
            if spacing < 0 || spacing.isNaN {
                warnOnce("GtkUI: containerRelativeFrame spacing \(spacing) is negative; 0 is used")
            }
        }
        if container == nil { findContainer() }
        apply(force: true)
    }

    /// Finds the nearest container above the frame and follows its allocation.
    func findContainer() {
        guard let frame else { return }
        let found = Self.container(of: frame)
        guard found != container else { return }
        connection?.disconnect()
        connection = nil
        container = found
        measured = nil
        if let found {
            connection = Signals.connect(found, "size-allocate", after: true) { [weak self] _ in
                self?.containerAllocated()
            }
        }
        apply(force: true)
    }

    /// A resize asked for inside GTK's allocation is lost, so the new lengths wait for the loop's
    /// next idle turn; GTK then lays the frame out again in the next frame.
    private func containerAllocated() {
        guard pending == nil else { return }
        pending = OneShotSource(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
            self?.pending = nil
            self?.apply(force: false)
        }
    }

    func stop() {
        pending = nil
        connection?.disconnect()
        connection = nil
        container = nil
        frame = nil
    }

    /// SwiftUI's containers on GTK: the widget right inside a scrolled window (the visible area),
    /// a paned (a split view's column), a stack or notebook (a navigation page, a tab) or a window
    /// (its content area).
    static func container(of widget: WidgetPointer) -> WidgetPointer? {
        var current = widget
        while let parent = gtk_widget_get_parent(current) {
            for type in [
                gtk_scrolled_window_get_type(), gtk_paned_get_type(), gtk_stack_get_type(), gtk_notebook_get_type(),
                gtk_window_get_type(),
            ] where parent.isInstance(of: type) {
                return current
            }
            current = parent
        }
        return nil
    }

    /// Sets the frame's lengths from the container's size, when that size changed or `force`.
    private func apply(force: Bool) {
        guard let frame else { return }
        var size: (width: Int32, height: Int32)?
        if let container, gtk_widget_get_mapped(container) != 0 || gtk_widget_get_realized(container) != 0 {
            let allocation = Self.allocation(of: container)
            if allocation.width > 1 || allocation.height > 1 { size = (allocation.width, allocation.height) }
        }
        if !force, let size, let measured, measured == size { return }
        measured = size
        let scrolling = container.map(Self.scrollingAxes) ?? []
        let horizontal = axis(
            .horizontal, size.map { CGFloat($0.width) }, alignment.horizontal.fraction,
            firm: scrolling.contains(.horizontal))
        let vertical = axis(
            .vertical, size.map { CGFloat($0.height) }, alignment.vertical.fraction, firm: scrolling.contains(.vertical)
        )
        FrameAxis.apply(horizontal: horizontal, vertical: vertical, to: frame)
    }

    /// One axis of the frame: the rule's length as its ideal and largest size; also its smallest
    /// when `firm` (along a scroll view's scrolling axis, where GTK gives content its minimum and
    /// the content's size never feeds back into the container's).
    private func axis(_ axis: Axis, _ length: CGFloat?, _ fraction: Float, firm: Bool) -> FrameAxis {
        let member: Axis.Set = axis == .horizontal ? .horizontal : .vertical
        guard axes.contains(member), let length,
            let wanted = rule.length(in: length, along: axis, warn: { warnOnce($0) })
        else { return FrameAxis(alignment: fraction) }
        let pixels = Double(wanted.rounded())
        return FrameAxis(minimum: firm ? pixels : nil, ideal: pixels, maximum: pixels, alignment: fraction)
    }

    /// The axes along which `container` scrolls: those of the scrolled window it is the content
    /// of, none for other containers.
    private static func scrollingAxes(of container: WidgetPointer) -> Axis.Set {
        guard let parent = gtk_widget_get_parent(container), parent.isInstance(of: gtk_scrolled_window_get_type())
        else { return [] }
        var horizontal = GTK_POLICY_AUTOMATIC
        var vertical = GTK_POLICY_AUTOMATIC
        gtk_scrolled_window_get_policy(parent.cast(), &horizontal, &vertical)
        var axes: Axis.Set = []
        if horizontal != GTK_POLICY_NEVER && horizontal != GTK_POLICY_EXTERNAL { axes.insert(.horizontal) }
        if vertical != GTK_POLICY_NEVER && vertical != GTK_POLICY_EXTERNAL { axes.insert(.vertical) }
        return axes
    }

    private func warnOnce(_ message: String) {
        guard warned.insert(message).inserted else { return }
        Diagnostics.warn(message)
    }

    private static func allocation(of widget: WidgetPointer) -> GtkAllocation {
        var rect = GtkAllocation()
        gtk_widget_get_allocation(widget, &rect)
        return rect
    }
}
