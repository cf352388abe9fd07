/// Brings a ``ScrollView``'s `GtkScrolledWindow` to rest where its ``ScrollTargetBehavior``
/// says, once scrolling has stopped.
///
/// GTK 3 reports no end of a scroll gesture for every input (wheel, touchpad, kinetic
/// deceleration, a dragged bar), so scrolling counts as stopped when an adjustment's value has
/// not changed for ``restDelay`` milliseconds; then the value moves to the nearest page or view
/// start along each scrolling axis. The snapper's own move is not taken for more scrolling.
@MainActor
final class ScrollSnapper {
    /// How long the value stays put before it counts as at rest, in milliseconds.
    static let restDelay: guint = 150

    /// What to snap to; nil scrolls freely.
    var kind: ScrollSnapKind? {
        didSet { if kind == nil { pending = nil } }
    }
    /// The scrolled window; borrowed, the coordinator that holds this snapper lives with it.
    private let scrolled: UnsafeMutablePointer<GtkScrolledWindow>
    private var pending: OneShotSource?
    private var isMoving = false

    init(scrolled: UnsafeMutablePointer<GtkScrolledWindow>) {
        self.scrolled = scrolled
    }

    /// An adjustment moved: snap once it has been still for a while.
    func valueChanged() {
        guard kind != nil, !isMoving else { return }
        pending = OneShotSource(priority: G_PRIORITY_DEFAULT, delay: Self.restDelay) { [weak self] in
            self?.snap()
        }
    }

    private func snap() {
        pending = nil
        guard let kind else { return }
        isMoving = true
        defer { isMoving = false }
        if let horizontal = gtk_scrolled_window_get_hadjustment(scrolled) {
            snap(horizontal, kind: kind, horizontal: true)
        }
        if let vertical = gtk_scrolled_window_get_vadjustment(scrolled) {
            snap(vertical, kind: kind, horizontal: false)
        }
    }

    private func snap(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, kind: ScrollSnapKind, horizontal: Bool) {
        let value = gtk_adjustment_get_value(adjustment)
        let lower = gtk_adjustment_get_lower(adjustment)
        let page = gtk_adjustment_get_page_size(adjustment)
        let last = gtk_adjustment_get_upper(adjustment) - page
        guard page > 0, last > lower else { return }
        let candidates: [Double]
        switch kind {
        case .paging:
            candidates = [lower + ((value - lower) / page).rounded() * page]
        case .viewAligned:
            candidates = viewStarts(horizontal: horizontal)
        }
        guard let nearest = candidates.min(by: { abs($0 - value) < abs($1 - value) }) else { return }
        let target = min(max(nearest, lower), last)
        if abs(target - value) >= 0.5 { gtk_adjustment_set_value(adjustment, target) }
    }

    /// Where the views of the container directly inside start, along the axis, in the scrolled
    /// content's coordinates.
    private func viewStarts(horizontal: Bool) -> [Double] {
        guard let viewport = gtk_bin_get_child(scrolled.cast()),
            let box = gtk_bin_get_child(viewport.cast())
        else { return [] }
        var views = ContainerChildren.children(of: box)
        // One container inside (the content's stack): its views are the targets.
        if views.count == 1, let only = views.first, only.isInstance(of: gtk_container_get_type()) {
            views = ContainerChildren.children(of: only)
        }
        return views.compactMap { view in
            var x: Int32 = 0
            var y: Int32 = 0
            guard gtk_widget_translate_coordinates(view, box, 0, 0, &x, &y) != 0 else { return nil }
            return Double(horizontal ? x : y)
        }
    }
}
