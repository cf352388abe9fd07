/// Moves the ``Animatable/animatableData`` of a view or modifier of the user's (`View &
/// Animatable`, `ViewModifier & Animatable`) through frames, as SwiftUI does: the node that mounts
/// it keeps the value with the data on screen, and each frame puts the next data in and evaluates
/// that one body again. Nothing above it is evaluated, and what its body makes is updated in place.
///
/// Shapes and geometry effects are not driven here: they move their data below the view graph
/// (``ShapeDrawing``, ``GeometryEffectContent``) without evaluating bodies.
@MainActor
class AnimatableInput<Value> {
    /// The driver for a node first given `value`; nil when `Value` is not `Animatable`, has no data
    /// to move, or moves it below the graph.
    static func make(for value: Value) -> AnimatableInput<Value>? {
        guard let type = Value.self as? any Animatable.Type, !(Value.self is any Shape.Type),
            !(Value.self is any GeometryEffect.Type)
        else { return nil }
        return make(type, value)
    }

    private static func make<A: Animatable>(_: A.Type, _ value: Value) -> AnimatableInput<Value>? {
        guard ObjectIdentifier(A.AnimatableData.self) != ObjectIdentifier(EmptyAnimatableData.self),
            let animatable = value as? A
        else { return nil }
        return TypedAnimatableInput<Value, A>(animatable.animatableData)
    }

    /// Takes the node's new value, in the update pass: without an animation its data lands at
    /// once; with one, frames start on `node`'s window and `value` is given the data on screen.
    /// Each frame calls `frame`, which puts the data in (``present(_:)``) and evaluates the body.
    func receive(_ value: inout Value, node: ViewNode, frame: @escaping () -> Void) {}

    /// Puts the data of the latest frame into `value`.
    func present(_ value: inout Value) {}

    /// Ends the motion where it is going: the node is unmounted.
    func stop() {}

    /// Runs one frame's evaluation as an update pass whose transaction animates nothing: what the
    /// body makes takes the frame's values at once.
    static func evaluateFrame(in graph: ViewGraph, _ evaluate: () -> Void) {
        graph.performUpdates {
            ViewGraph.updateTransaction = Transaction()
            evaluate()
        }
    }
}

/// ``AnimatableInput`` for a value of type `A` (the node's `Value` at run time).
private final class TypedAnimatableInput<Value, A: Animatable>: AnimatableInput<Value> {
    private var data: AnimatedValue<A.AnimatableData>
    private let animator = FrameAnimator()

    init(_ data: A.AnimatableData) {
        self.data = AnimatedValue(data)
    }

    override func receive(_ value: inout Value, node: ViewNode, frame: @escaping () -> Void) {
        guard let animatable = value as? A else { return }
        let transaction = ViewGraph.updateTransaction
        let moving = data.set(
            animatable.animatableData, animation: transaction.effectiveAnimation, completion: transaction.completion)
        guard moving, let clock = Self.clock(of: node) else {
            animator.stop()
            data.finish()
            return
        }
        animator.onFrame = { [weak self] time in
            guard let self else { return false }
            let goesOn = data.tick(at: time)
            frame()
            return goesOn
        }
        animator.start(on: clock)
        present(&value)
    }

    override func present(_ value: inout Value) {
        guard var animatable = value as? A else { return }
        animatable.animatableData = data.presented
        if let presented = animatable as? Value { value = presented }
    }

    override func stop() {
        animator.stop()
        data.finish()
    }

    /// The widget whose frame clock drives the frames: the window of the node's first widget,
    /// which stays while the body changes what it makes; the widget itself before it is in one.
    /// Nil when the node makes no widget (its change then lands at once).
    private static func clock(of node: ViewNode) -> WidgetPointer? {
        var widgets: [MountedChild] = []
        node.appendWidgets(to: &widgets)
        guard let widget = widgets.first?.widget else { return nil }
        let top = gtk_widget_get_toplevel(widget)
        if let top, gtk_widget_is_toplevel(top) != 0 { return top }
        return widget
    }
}
