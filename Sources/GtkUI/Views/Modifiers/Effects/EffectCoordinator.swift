import CGtkShim
import Foundation

/// What an effect bin keeps between updates: the clip shape it was last given, and the motion of
/// its effect's numbers when a change is animated.
final class EffectCoordinator {
    private var clipShape: (any Shape)?
    private let motion = WidgetMotion<AnimatableVector>()

    nonisolated init() {}

    /// Applies `effect` to `bin`: at once, or through frames when `transaction` animates and the
    /// effect has numbers to move (an offset, a scale, a turn, a blur, a shadow, a colour).
    @MainActor
    func update(_ effect: VisualEffect, on bin: UnsafeMutablePointer<GtkWidget>, transaction: Transaction) {
        guard let values = effect.animatableValues(for: bin) else {
            effect.apply(to: bin, coordinator: self)
            return
        }
        motion.move(to: AnimatableVector(values), on: bin, transaction: transaction) { [weak self] vector in
            guard let self else { return }
            effect.with(animatableValues: vector.values).apply(to: bin, coordinator: self)
        }
    }

    /// Stops any motion: the bin is being dismantled.
    @MainActor
    func stopMotion() {
        motion.stop()
    }

    /// Gives the bin `shape` as its clip, unless it is the same shape as before (then the bin keeps
    /// its path and its input shape).
    @MainActor
    func setClip(_ shape: any Shape, on bin: UnsafeMutablePointer<GtkWidget>) {
        if let clipShape, Self.same(clipShape, shape) { return }
        clipShape = shape
        let source = Unmanaged.passRetained(ClipPathSource(shape: shape)).toOpaque()
        gtkui_effect_bin_set_clip(
            bin,
            { data, cairo, width, height in
                guard let data, let cairo else { return }
                let source = Unmanaged<ClipPathSource>.fromOpaque(data).takeUnretainedValue()
                source.shape.path(in: CGRect(x: 0, y: 0, width: width, height: height)).addTo(cairo: cairo)
            }, source,
            { data in
                guard let data else { return }
                Unmanaged<ClipPathSource>.fromOpaque(data).release()
            })
    }

    /// Whether two shapes are equal values; shapes that are not `Equatable` always count as new.
    private static func same(_ old: any Shape, _ new: any Shape) -> Bool {
        guard let old = old as? any Equatable else { return false }
        return equal(old, new)
    }

    private static func equal<T: Equatable>(_ old: T, _ new: Any) -> Bool {
        guard let new = new as? T else { return false }
        return old == new
    }
}

/// The shape a bin's clip path comes from, owned by the bin (released by its destroy notify).
final class ClipPathSource: Sendable {
    let shape: any Shape

    init(shape: any Shape) {
        self.shape = shape
    }
}
