import CGtkShim
import Foundation

/// The container behind ``View/transition(_:)``: a GtkUIEffectBin whose opacity and transform
/// carry the view in and out. Inserted in an animated change, it starts as the insertion effect
/// says and moves to rest; removed in one, it stays where it was, taking no input, while it moves
/// to the removal effect (see ``DepartingWidgets``), then goes.
struct TransitionContent<Base: View>: GtkContainerRepresentable {
    let base: Base
    let transition: AnyTransition

    var content: StyledBox<Base> { StyledBox(content: base, style: .none) }

    func makeCoordinator() -> Coordinator { Coordinator(transition: transition) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let bin = gtkui_effect_bin_new()!
        let coordinator = context.coordinator
        if let animation = coordinator.animation(in: context.transaction), !transition.insertion.isIdentity {
            coordinator.enter(bin, effect: transition.insertion, animation: animation)
        }
        return bin
    }

    func updateWidget(_ bin: UnsafeMutablePointer<GtkWidget>, context: Context) {
        context.coordinator.transition = transition
    }

    static func dismantleWidget(_ bin: UnsafeMutablePointer<GtkWidget>, coordinator: Coordinator) {
        coordinator.leave(bin)
    }

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to bin: UnsafeMutablePointer<GtkWidget>, context: Context
    ) {
        gtk_container_add(bin.cast(), child)
        ChildAlignment.flexibilityChanged(bin)
    }

    func removeChild(_ child: WidgetPointer, from bin: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_container_remove(bin.cast(), child)
        ChildAlignment.flexibilityChanged(bin)
    }

    /// The transition, and the motion of its numbers.
    final class Coordinator {
        var transition: AnyTransition
        private let motion = WidgetMotion<AnimatableVector>()

        nonisolated init(transition: AnyTransition) {
            self.transition = transition
        }

        /// The animation a change in `transaction` gives the transition: its own, or the
        /// change's; none with Reduce Motion.
        @MainActor
        func animation(in transaction: Transaction) -> Animation? {
            guard !SystemAccessibility.reducesMotion else { return nil }
            // A removed view's motion must end, so it plays once, whatever the animation says.
            return (transition.animation ?? transaction.animation)?.playedOnce
        }

        /// Starts the view at `effect` and moves it to rest.
        @MainActor
        func enter(_ bin: WidgetPointer, effect: TransitionEffect, animation: Animation) {
            let anchor = effect.anchor
            motion.reset(to: effect.vector)
            Self.show(effect.vector, anchor: anchor, on: bin)
            motion.move(to: TransitionEffect.restVector, on: bin, transaction: Transaction(animation: animation)) {
                Self.show($0, anchor: anchor, on: bin)
            }
        }

        /// Keeps the removed view on screen, without input, while it moves to the removal
        /// effect; it goes when the motion ends. Without an animation it goes at once.
        @MainActor
        func leave(_ bin: WidgetPointer) {
            let effect = transition.removal
            guard let animation = animation(in: ViewGraph.updateTransaction), !effect.isIdentity,
                gtk_widget_get_mapped(bin) != 0
            else {
                motion.stop()
                return
            }
            gtkui_effect_bin_set_inert(bin, 1)
            DepartingWidgets.begin(bin, movedBy: self)
            var transaction = Transaction(animation: animation)
            let completion = AnimationCompletionGroup { DepartingWidgets.end(bin) }
            transaction.completion = completion
            if motion.presented == nil { motion.reset(to: TransitionEffect.restVector) }
            let anchor = effect.anchor
            motion.move(to: effect.vector, on: bin, transaction: transaction) {
                Self.show($0, anchor: anchor, on: bin)
            }
            DepartingWidgets.onDestroy(bin) { [weak self] in self?.motion.stop() }
            completion.seal()
        }

        /// Draws the view with the transition's numbers: opacity, then scale around the anchor
        /// and a move by points and by fractions of the view's size.
        @MainActor
        static func show(_ vector: AnimatableVector, anchor: UnitPoint, on bin: WidgetPointer) {
            func value(_ index: Int, _ rest: Double) -> Double {
                index < vector.values.count ? vector.values[index] : rest
            }
            gtk_widget_set_opacity(bin, min(max(value(0, 1), 0), 1))
            let scale = value(1, 1)
            var (width, height) = (
                Double(gtk_widget_get_allocated_width(bin)), Double(gtk_widget_get_allocated_height(bin))
            )
            if width <= 1 || height <= 1 {
                // Not laid out yet (just inserted): its natural size.
                var natural = GtkRequisition()
                gtk_widget_get_preferred_size(bin, nil, &natural)
                (width, height) = (Double(natural.width), Double(natural.height))
            }
            let x = value(2, 0) + value(4, 0) * width
            let y = value(3, 0) + value(5, 0) * height
            gtkui_effect_bin_set_transform(bin, [scale, 0, x, 0, scale, y, 0, 0, 1], anchor.x, anchor.y, 0)
        }
    }
}

extension Animation {
    /// This animation played once: a transition that repeated forever would keep a removed view.
    var playedOnce: Animation {
        var animation = self
        animation.repeats = 1
        animation.reverses = false
        return animation
    }
}

extension View {
    /// Animates this view's insertion and removal with `transition` when the change that inserts
    /// or removes it is animated (``withAnimation(_:_:)``, ``View/animation(_:value:)``), or when
    /// the transition has its own animation. A removed view stays on screen, taking no input,
    /// until its removal ends. See ``AnyTransition`` for what GtkUI does differently.
    public func transition(_ transition: AnyTransition) -> some View {
        TransitionContent(base: self, transition: transition)
    }
}
