import CGtkShim

/// Edges of a view, for ``View/padding(_:_:)``.
public struct Edge: OptionSet, Sendable {
    /// The bit mask.
    public let rawValue: Int
    /// An edge set from its bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Edge(rawValue: 1)
    /// The leading edge (left, or right in RTL locales).
    public static let leading = Edge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edge(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Edge(rawValue: 8)
    /// Top and bottom.
    public static let vertical: Edge = [.top, .bottom]
    /// Leading and trailing.
    public static let horizontal: Edge = [.leading, .trailing]
    /// Every edge.
    public static let all: Edge = [.vertical, .horizontal]
}

/// Space around its content: a `GtkBox` with margins, so the content's own margins stay free.
struct Padding<Content: View>: View {
    let content: Content
    let edges: Edge
    let length: Double
}

extension Padding: PrimitiveContainerView {
    var representable: PaddingBox<Content> { PaddingBox(content: content, edges: edges, length: length) }
}

/// The container behind ``Padding``.
struct PaddingBox<Content: View>: GtkContainerRepresentable {
    let content: Content
    let edges: Edge
    let length: Double

    /// Creates the padding box.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    }

    /// Applies the margins (GTK mirrors start and end in RTL locales).
    func updateWidget(_ box: UnsafeMutablePointer<GtkWidget>, context: Context) {
        let pixels = ClampedLength.pixels(length, "padding")
        func margin(_ edge: Edge) -> Int32 { edges.contains(edge) ? pixels : 0 }
        if gtk_widget_get_margin_top(box) != margin(.top) { gtk_widget_set_margin_top(box, margin(.top)) }
        if gtk_widget_get_margin_bottom(box) != margin(.bottom) { gtk_widget_set_margin_bottom(box, margin(.bottom)) }
        if gtk_widget_get_margin_start(box) != margin(.leading) { gtk_widget_set_margin_start(box, margin(.leading)) }
        if gtk_widget_get_margin_end(box) != margin(.trailing) { gtk_widget_set_margin_end(box, margin(.trailing)) }
    }

    /// The content fills the box; the box is as flexible as its content, so the stacks around it
    /// may need realigning.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkWidget>, context: Context
    ) {
        gtk_box_pack_start(box.cast(), child, 1, 1, 0)
        ChildAlignment.flexibilityChanged(box)
    }

    /// Removes the content; the stacks around may need realigning.
    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_container_remove(box.cast(), child)
        ChildAlignment.flexibilityChanged(box)
    }
}

extension View {
    /// Adds `length` pixels of space on `edges` (8 pixels on every edge by default).
    public func padding(_ edges: Edge = .all, _ length: Double = 8) -> some View {
        Padding(content: self, edges: edges, length: length)
    }

    /// Adds `length` pixels of space on every edge.
    public func padding(_ length: Double) -> some View {
        Padding(content: self, edges: .all, length: length)
    }
}
