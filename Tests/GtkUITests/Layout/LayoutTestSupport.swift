import GtkUI
import XCTest

/// Lays its subviews out left to right, each as wide as the widest one wants (the WWDC22
/// sample's equal-width stack).
struct EqualWidths: Layout {
    var spacing: CGFloat = 10

    private func widest(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = widest(subviews)
        let count = CGFloat(subviews.count)
        return CGSize(width: size.width * count + spacing * max(count - 1, 0), height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let size = widest(subviews)
        var x = bounds.minX
        for subview in subviews {
            subview.place(
                at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                proposal: ProposedViewSize(width: size.width, height: size.height))
            x += size.width + spacing
        }
    }
}

/// A GtkUILayoutBox and its children's allocations, relative to the box.
@MainActor
struct LaidOut {
    let box: WidgetPointer
    var children: [WidgetPointer] { WidgetTree.children(of: box) }

    /// The first layout box below `widget`.
    init(in widget: WidgetPointer) {
        guard let box = WidgetTree.first(gtkui_layout_box_get_type(), in: widget) else {
            fatalError("no layout box in\n\(WidgetTree.describe(widget))")
        }
        self.box = box
    }

    /// The allocation of child `index`, from the box's corner.
    func frame(_ index: Int) -> GtkAllocation {
        var outer = GtkAllocation()
        var rect = GtkAllocation()
        gtk_widget_get_allocation(box, &outer)
        gtk_widget_get_allocation(children[index], &rect)
        rect.x -= outer.x
        rect.y -= outer.y
        return rect
    }

    /// The allocation of the child showing `text`, from the box's corner.
    func frame(of text: String) -> GtkAllocation {
        guard let index = children.firstIndex(where: { WidgetTree.labels(in: $0).contains(text) }) else {
            XCTFail("no child shows \(text)")
            return GtkAllocation()
        }
        return frame(index)
    }

    var size: GtkAllocation {
        var rect = GtkAllocation()
        gtk_widget_get_allocation(box, &rect)
        return rect
    }
}
