import CGtkShim
import Foundation

/// The container behind a ``GeometryEffect``: a GtkUIEffectBin whose transform is the effect's
/// value for the bin's size. The effect's animatable data moves through frames when a change is
/// animated; each frame, and each new size, asks the effect again, without evaluating bodies.
struct GeometryEffectContent<Base: View, Effect: GeometryEffect>: GtkContainerRepresentable {
    let base: Base
    let effect: Effect

    var content: StyledBox<Base> { StyledBox(content: base, style: .none) }

    func makeCoordinator() -> Coordinator { Coordinator(effect: effect) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let bin = gtkui_effect_bin_new()!
        let coordinator = context.coordinator
        // The effect's value depends on the size: a new one asks it again.
        context.connect(bin, "size-allocate", after: true) { [weak coordinator] _ in coordinator?.sizeChanged(bin) }
        return bin
    }

    func updateWidget(_ bin: UnsafeMutablePointer<GtkWidget>, context: Context) {
        context.coordinator.update(effect, on: bin, transaction: context.transaction)
    }

    static func dismantleWidget(_ bin: UnsafeMutablePointer<GtkWidget>, coordinator: Coordinator) {
        coordinator.motion.stop()
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

    /// The latest effect, the motion of its data, and the size it was last asked for.
    final class Coordinator {
        private var effect: Effect
        let motion = WidgetMotion<Effect.AnimatableData>()
        private var askedSize: CGSize?
        private var warned = false

        nonisolated init(effect: Effect) {
            self.effect = effect
        }

        /// Takes `newEffect`: its data lands at once, or moves through frames when `transaction`
        /// animates; its other properties apply at once.
        @MainActor
        func update(_ newEffect: Effect, on bin: WidgetPointer, transaction: Transaction) {
            effect = newEffect
            motion.move(to: newEffect.animatableData, on: bin, transaction: transaction) { [weak self] data in
                self?.show(data, on: bin)
            }
        }

        /// The bin was given a size: the transform is worked out again if it is a new one.
        @MainActor
        func sizeChanged(_ bin: WidgetPointer) {
            guard let data = motion.presented, Self.size(of: bin) != askedSize else { return }
            show(data, on: bin)
        }

        /// Sets the bin's transform to the effect's value with `data`.
        @MainActor
        private func show(_ data: Effect.AnimatableData, on bin: WidgetPointer) {
            var shown = effect
            shown.animatableData = data
            let size = Self.size(of: bin)
            askedSize = size
            var matrix = shown.effectValue(size: size).effectMatrix
            if !matrix.isFinite {
                // Once per view, not once per frame.
                if !warned {
                    warned = true
                    Diagnostics.warn(
                        "GtkUI: \(Effect.self).effectValue(size:) has a NaN or infinite value; "
                            + "the view is drawn untransformed")
                }
                matrix = .identity
            }
            gtkui_effect_bin_set_transform(bin, matrix.values, 0, 0, 0)
        }

        /// The bin's size; before its first allocation, its natural size.
        @MainActor
        private static func size(of bin: WidgetPointer) -> CGSize {
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(bin, &allocation)
            if gtk_widget_get_realized(bin) == 0 || allocation.width <= 1 && allocation.height <= 1 {
                var natural = GtkRequisition()
                gtk_widget_get_preferred_size(bin, nil, &natural)
                return CGSize(width: Double(natural.width), height: Double(natural.height))
            }
            return CGSize(width: Double(allocation.width), height: Double(allocation.height))
        }
    }
}
