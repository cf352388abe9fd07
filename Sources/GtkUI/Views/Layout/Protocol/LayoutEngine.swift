import CGtkShim
import Foundation

/// Runs a ``Layout`` for one GtkUILayoutBox: answers GTK's size queries with the layout's
/// `sizeThatFits`, and places the children with its `placeSubviews`.
///
/// A layout pass begins when GTK asks the box's width after a change below it, and ends with the
/// allocation. Within it, each child is measured once per distinct proposal; the answers are kept
/// until something changes (window resizes keep them, so only new widths are measured).
final class LayoutEngine {
    private(set) var layout: any Layout
    /// The layout's cache, made lazily and updated when the subviews change.
    private var cache: Any?
    private var cacheIsStale = true
    private(set) var children: [LayoutChild] = []
    private var subviews: LayoutSubviews?
    private(set) var isPlacing = false
    /// The box, kept alive by GTK's parent; it keeps this engine alive.
    private(set) var box: WidgetPointer?
    private var warned: Set<String> = []
    private var warnedAboutMeasurements = false
    /// Moves on when children's answers may have changed.
    private(set) var generation = 0
    /// Moves on with each pass (a new generation, or an allocation), restarting the count of
    /// measurements per child.
    private(set) var pass = 0

    /// Measurements of one child in one pass before the layout is stopped asking GTK.
    static let measurementLimit = 1_000

    init(layout: any Layout) {
        self.layout = layout
    }

    /// The GTK container, made once; it holds a reference to this engine until it is finalised.
    func makeBox() -> WidgetPointer {
        let data = Unmanaged.passRetained(self).toOpaque()
        let box = gtkui_layout_box_new(
            { data, width, height, outWidth, outHeight in
                guard let data, let outWidth, let outHeight else { return }
                let size = LayoutEngine.from(data).size(for: LayoutEngine.proposal(width, height))
                outWidth.pointee = size.width
                outHeight.pointee = size.height
            },
            { data, allocation in
                guard let data, let allocation else { return }
                LayoutEngine.from(data).place(in: allocation.pointee)
            },
            { data, horizontal, vertical in
                guard let data, let horizontal, let vertical else { return }
                let (wide, tall) = LayoutEngine.from(data).flexibility()
                horizontal.pointee = wide ? 1 : 0
                vertical.pointee = tall ? 1 : 0
            },
            { data in
                guard let data else { return }
                LayoutEngine.from(data).invalidate()
            }, data,
            { data in
                guard let data else { return }
                Unmanaged<LayoutEngine>.fromOpaque(data).release()
            })!
        self.box = box
        return box
    }

    private static func from(_ data: UnsafeMutableRawPointer) -> LayoutEngine {
        Unmanaged<LayoutEngine>.fromOpaque(data).takeUnretainedValue()
    }

    private static func proposal(_ width: Double, _ height: Double) -> ProposedViewSize {
        ProposedViewSize(width: width < 0 ? nil : CGFloat(width), height: height < 0 ? nil : CGFloat(height))
    }

    // MARK: Changes from the view graph

    /// Uses `newLayout` from now on; lays out again unless it is the same layout.
    func setLayout(_ newLayout: any Layout) {
        if Self.isSame(layout, newLayout) { return }
        if type(of: newLayout) != type(of: layout) { cache = nil }
        layout = newLayout
        changed()
        if let box { gtk_widget_queue_compute_expand(box) }
    }

    /// Mirrors the box's placement when `direction` differs from GTK's default (an
    /// `.environment(\.layoutDirection, …)` above the layout); otherwise the box follows GTK's
    /// default direction, as every widget does. GTK 3 does not pass a widget's own direction on
    /// to the widgets inside it, so this mirrors where the layout places its subviews, not them.
    func setDirection(_ direction: LayoutDirection) {
        guard let box else { return }
        let wanted = direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR
        let before = gtk_widget_get_direction(box)
        gtk_widget_set_direction(box, wanted == gtk_widget_get_default_direction() ? GTK_TEXT_DIR_NONE : wanted)
        if gtk_widget_get_direction(box) != before { changed() }
    }

    /// Records a child; its widget joins the box unless it only marks where a ``GridRow`` starts
    /// (the marker is no subview: a layout sees a row's cells, and the grid layout their rows).
    func insert(_ widget: WidgetPointer, at index: Int, values: ContainerValues) {
        let child = LayoutChild(widget: widget, containerValues: values, engine: self)
        let position = min(max(index, 0), children.count)
        children.insert(child, at: position)
        if let box, !child.isRowMarker { gtkui_layout_box_insert(box, widget, Int32(boxIndex(of: position))) }
        changed()
    }

    func remove(_ widget: WidgetPointer) {
        guard let index = children.firstIndex(where: { $0.widget == widget }) else { return }
        let child = children.remove(at: index)
        if let box, !child.isRowMarker { gtk_container_remove(box.cast(), widget) }
        changed()
    }

    func move(_ widget: WidgetPointer, to index: Int) {
        guard let from = children.firstIndex(where: { $0.widget == widget }) else { return }
        let child = children.remove(at: from)
        let position = min(max(index, 0), children.count)
        children.insert(child, at: position)
        if let box, !child.isRowMarker { gtkui_layout_box_move(box, widget, Int32(boxIndex(of: position))) }
        changed()
    }

    /// The index among the box's widgets of the child at `position` among all children.
    private func boxIndex(of position: Int) -> Int {
        children[..<position].count { !$0.isRowMarker }
    }

    func setValues(_ values: ContainerValues, of widget: WidgetPointer) {
        guard let child = children.first(where: { $0.widget == widget }) else { return }
        child.setContainerValues(values)
        changed()
    }

    private func changed() {
        subviews = nil
        invalidate()
        guard let box else { return }
        gtk_widget_queue_resize(box)
        // Whether the layout is flexible may have changed; the parent asks again once per turn of
        // the loop, not once per child, so mounting many children costs one check.
        gtkui_layout_box_flexibility_changed_later(box)
    }

    // MARK: GTK's questions

    /// A new pass: children may answer differently, and the cache needs updating.
    func invalidate() {
        generation &+= 1
        pass &+= 1
        cacheIsStale = true
    }

    private var currentSubviews: LayoutSubviews {
        if let subviews { return subviews }
        let direction: LayoutDirection =
            box.map { gtk_widget_get_direction($0) == GTK_TEXT_DIR_RTL } == true ? .rightToLeft : .leftToRight
        // Each cell learns which GridRow it belongs to (the count of row markers before it); the
        // markers themselves are left out.
        var row = 0
        var cells: [LayoutSubview] = []
        cells.reserveCapacity(children.count)
        for child in children {
            if child.isRowMarker {
                row += 1
            } else {
                child.gridRow = row
                cells.append(LayoutSubview(child: child))
            }
        }
        let made = LayoutSubviews(ArraySlice(cells), layoutDirection: direction)
        subviews = made
        return made
    }

    private func prepareCache() -> LayoutSubviews {
        let subviews = currentSubviews
        if cacheIsStale {
            cacheIsStale = false
            layout.update(erasedCache: &cache, subviews: subviews)
        }
        return subviews
    }

    /// The layout's size for `proposal`, made sane.
    func size(for proposal: ProposedViewSize) -> CGSize {
        let subviews = prepareCache()
        let size = layout.erasedSizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        return CGSize(
            width: sane(size.width, proposed: proposal.width, axis: "width"),
            height: sane(size.height, proposed: proposal.height, axis: "height"))
    }

    /// A dimension a layout returned: not a number or negative is 0; infinite is allowed only for
    /// an infinite proposal, and is otherwise the proposal (or 0 when unspecified).
    private func sane(_ value: CGFloat, proposed: CGFloat?, axis: String) -> CGFloat {
        if value.isNaN || value < 0 {
            warnOnce("returned a \(axis) of \(value) from sizeThatFits; 0 is used instead")
            return 0
        }
        if value.isInfinite, proposed?.isInfinite != true {
            let replacement = proposed ?? 0
            warnOnce(
                "returned an infinite \(axis) from sizeThatFits for a finite proposal; \(replacement) is used instead")
            return replacement
        }
        return value
    }

    /// Along which axes the layout grows past its ideal size when offered more.
    func flexibility() -> (horizontal: Bool, vertical: Bool) {
        let ideal = size(for: .unspecified)
        let wide = size(for: ProposedViewSize(width: .infinity, height: nil))
        let tall = size(for: ProposedViewSize(width: nil, height: .infinity))
        return (wide.width > ideal.width + 0.5, tall.height > ideal.height + 0.5)
    }

    /// Whether `child` may be measured again in this pass; warns once when it may not.
    func mayMeasure(_ child: LayoutChild) -> Bool {
        guard child.measurementsThisPass >= Self.measurementLimit else { return true }
        if !warnedAboutMeasurements {
            warnedAboutMeasurements = true
            warnOnce(
                "asked one subview its size \(Self.measurementLimit) times in one layout pass; "
                    + "later questions get the last answer")
        }
        return false
    }

    /// Lays the children out in the box's `allocation`.
    func place(in allocation: GtkAllocation) {
        guard let box else { return }
        pass &+= 1
        let width = CGFloat(allocation.width)
        let height = CGFloat(allocation.height)
        let proposal = ProposedViewSize(width: width, height: height)
        let size = self.size(for: proposal)
        let used = CGSize(width: min(size.width, width), height: min(size.height, height))
        let (xFraction, yFraction) = alignmentInParent(box)
        let bounds = CGRect(
            x: ((width - used.width) * xFraction).rounded(), y: ((height - used.height) * yFraction).rounded(),
            width: used.width, height: used.height)
        let subviews = prepareCache()
        for child in children { child.placed = nil }
        isPlacing = true
        layout.erasedPlaceSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        isPlacing = false
        let rightToLeft = gtk_widget_get_direction(box) == GTK_TEXT_DIR_RTL
        for child in children where !child.isRowMarker {
            var rect = child.placed ?? centred(child, in: bounds)
            if !(rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite) {
                warnOnce("places a subview at \(rect); it is centred instead")
                rect = centred(child, in: bounds)
            }
            if !rect.isEmpty, !rect.intersects(bounds.insetBy(dx: -1, dy: -1)) {
                warnOnce("places a subview at \(rect), wholly outside its bounds \(bounds); it is placed there")
            }
            if rightToLeft { rect.origin.x = width - rect.maxX }
            let minX = Self.pixel(rect.minX)
            let minY = Self.pixel(rect.minY)
            gtkui_layout_box_place_child(
                box, child.widget, minX, minY, Self.pixel(rect.maxX) - minX, Self.pixel(rect.maxY) - minY)
        }
    }

    /// SwiftUI's place for a subview the layout did not place: its ideal size, centred.
    private func centred(_ child: LayoutChild, in bounds: CGRect) -> CGRect {
        let size = child.measure(.unspecified).size
        return CGRect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
            height: size.height)
    }

    private static func pixel(_ value: CGFloat) -> Int32 {
        Int32(min(max(value, -1_000_000), 1_000_000).rounded())
    }

    /// Where the box's parent wants it along each axis (0 leading, 1 trailing): a layout smaller
    /// than the space GTK gave it sits there, as SwiftUI's parent would place it.
    private func alignmentInParent(_ box: WidgetPointer) -> (CGFloat, CGFloat) {
        var horizontal: Int32 = -1
        var vertical: Int32 = -1
        if let parent = gtk_widget_get_parent(box) {
            gtkui_layout_get_child_alignment(parent, &horizontal, &vertical)
        }
        func fraction(_ align: Int32) -> CGFloat {
            switch GtkAlign(UInt32(max(align, 0))) {
            case GTK_ALIGN_START where align >= 0: return 0
            case GTK_ALIGN_END: return 1
            default: return 0.5
            }
        }
        var x = fraction(horizontal)
        if gtk_widget_get_direction(box) == GTK_TEXT_DIR_RTL { x = 1 - x }
        return (x, fraction(vertical))
    }

    /// Logs `problem` once for this container, naming the layout.
    func warnOnce(_ problem: String) {
        guard warned.insert(problem).inserted else { return }
        Diagnostics.warn("GtkUI: the layout \(Self.name(of: layout)) \(problem)")
    }

    private static func name(of layout: any Layout) -> String {
        (layout as? AnyLayout)?.name ?? String(describing: type(of: layout))
    }

    /// Whether two layouts are the same value: equal when `Equatable`, else byte for byte when
    /// they hold no references; otherwise they count as different.
    private static func isSame(_ left: any Layout, _ right: any Layout) -> Bool {
        guard type(of: left) == type(of: right) else { return false }
        if let equatable = left as? any Equatable { return equatable.isEqual(to: right) }
        return bitwiseEqual(left, right)
    }

    private static func bitwiseEqual<L: Layout>(_ left: L, _ right: any Layout) -> Bool {
        guard _isPOD(L.self), let right = right as? L else { return false }
        return withUnsafeBytes(of: left) { leftBytes in
            withUnsafeBytes(of: right) { rightBytes in leftBytes.elementsEqual(rightBytes) }
        }
    }
}
