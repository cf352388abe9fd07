import CGtkShim
import Foundation

/// One child widget of a ``Layout``'s container: its container values, GTK's answers for the
/// proposals asked in the current layout pass, and where the layout placed it.
final class LayoutChild {
    let widget: WidgetPointer
    private(set) var containerValues: ContainerValues
    private(set) var guides: AlignmentGuides?
    unowned let engine: LayoutEngine

    /// A size GTK gave for one proposal.
    struct Answer {
        var size: CGSize
        var baseline: CGFloat?
    }

    /// This pass's answers, by proposal; few proposals are asked, so a list beats a dictionary.
    private var answers: [(proposal: ProposedViewSize, answer: Answer)] = []
    /// GTK measurements of this child since the pass began.
    private(set) var measurementsThisPass = 0
    /// Where the layout placed the child in the current placement, in the bounds' coordinates.
    var placed: CGRect?
    /// How many ``GridRow`` starts precede the child: cells of one row share it.
    var gridRow = 0

    /// Whether the child only marks where a ``GridRow`` starts: it is no subview and has no place
    /// in the box.
    var isRowMarker: Bool { containerValues.gridRowStart }

    /// Proposals kept per child before the oldest answers are dropped (a window resized many
    /// times proposes many widths).
    private static let answerLimit = 32

    init(widget: WidgetPointer, containerValues: ContainerValues, engine: LayoutEngine) {
        self.widget = widget
        self.containerValues = containerValues
        self.engine = engine
        guides = containerValues.alignmentGuides
    }

    func setContainerValues(_ values: ContainerValues) {
        containerValues = values
        guides = values.alignmentGuides
    }

    /// The engine's generation the answers belong to: when the engine's moves on (something
    /// changed), the answers are forgotten on the next question.
    private var generation = 0
    /// The engine's pass the measurement count belongs to.
    private var pass = 0

    var priority: Double { gtkui_layout_get_priority(widget) }

    /// The child's size for `proposal`, measured by GTK once per distinct proposal in a pass.
    func measure(_ proposal: ProposedViewSize) -> Answer {
        if generation != engine.generation {
            generation = engine.generation
            answers.removeAll(keepingCapacity: true)
        }
        if pass != engine.pass {
            pass = engine.pass
            measurementsThisPass = 0
        }
        for entry in answers where entry.proposal == proposal { return entry.answer }
        guard engine.mayMeasure(self) else {
            // Past the limit: the last answer stands, as a defined result.
            return answers.last?.answer ?? Answer(size: .zero, baseline: nil)
        }
        measurementsThisPass += 1
        Diagnostics.layoutMeasurements.increment()
        let answer = Self.gtkAnswer(widget, proposal)
        if answers.count >= Self.answerLimit { answers.removeFirst() }
        answers.append((proposal, answer))
        return answer
    }

    /// Records a place from the layout's `placeSubviews`.
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard engine.isPlacing else {
            engine.warnOnce(
                "places a subview outside placeSubviews(in:proposal:subviews:cache:); that place is ignored")
            return
        }
        if placed != nil {
            engine.warnOnce("places a subview twice in one pass; the last place is used")
        }
        let size = measure(proposal).size
        placed = CGRect(
            x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }

    /// SwiftUI's answer from GTK's measurement: a dimension left unspecified is the natural size;
    /// a proposed one is kept between the minimum and the natural size, or only above the minimum
    /// where the widget is flexible. The height is GTK's for the width chosen.
    private static func gtkAnswer(_ widget: WidgetPointer, _ proposal: ProposedViewSize) -> Answer {
        var minWidth: Int32 = 0
        var naturalWidth: Int32 = 0
        var minHeight: Int32 = 0
        var naturalHeight: Int32 = 0
        var baseline: Int32 = -1
        gtkui_layout_box_measure_child(widget, -1, &minWidth, &naturalWidth, &minHeight, &naturalHeight, &baseline)
        let width = resolve(
            proposal.width, minimum: minWidth, natural: naturalWidth,
            flexible: gtk_widget_compute_expand(widget, GTK_ORIENTATION_HORIZONTAL) != 0)
        let pixelWidth = width.isFinite ? Int32(min(width, 16_777_216).rounded(.up)) : naturalWidth
        if pixelWidth != naturalWidth {
            var ignoredMinimum: Int32 = 0
            var ignoredNatural: Int32 = 0
            gtkui_layout_box_measure_child(
                widget, pixelWidth, &ignoredMinimum, &ignoredNatural, &minHeight, &naturalHeight, &baseline)
        }
        let height = resolve(
            proposal.height, minimum: minHeight, natural: naturalHeight,
            flexible: gtk_widget_compute_expand(widget, GTK_ORIENTATION_VERTICAL) != 0)
        return Answer(size: CGSize(width: width, height: height), baseline: baseline >= 0 ? CGFloat(baseline) : nil)
    }

    private static func resolve(_ proposed: CGFloat?, minimum: Int32, natural: Int32, flexible: Bool) -> CGFloat {
        guard let proposed, !proposed.isNaN else { return CGFloat(natural) }
        if flexible { return max(proposed, CGFloat(minimum)) }
        return min(max(proposed, CGFloat(minimum)), CGFloat(max(natural, minimum)))
    }
}
