import Foundation

extension View {
    /// Moves this view's drawing and input by `x` and `y` pixels; its layout is unchanged, so the
    /// views around it keep their places, as in SwiftUI. NaN or infinite values are taken as 0,
    /// and values beyond a million pixels are cut to it, with one warning.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        EffectContent(
            base: self,
            effect: .transform(
                .translation(EffectValue.finite(x, "offset x"), EffectValue.finite(y, "offset y")), anchor: .zero))
    }

    /// Moves this view's drawing and input by `offset`; its layout is unchanged.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Scales this view's drawing and input by `scale` around `anchor`; its layout is unchanged.
    /// A scale of 0 draws nothing and takes no input; NaN or infinite scales are taken as 1, with
    /// one warning.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        EffectContent(
            base: self,
            effect: .transform(
                .scale(EffectValue.scale(scale.width), EffectValue.scale(scale.height)), anchor: anchor))
    }

    /// Scales this view's drawing and input by `s` both ways around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's drawing and input by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Turns this view's drawing and input by `angle` (clockwise on screen for a positive angle)
    /// around `anchor`; its layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        EffectContent(
            base: self,
            effect: .rotation(EffectValue.angle(angle.radians, "rotationEffect"), anchor: anchor))
    }

    /// Maps this view's drawing and input by the affine `transform`, about its top leading corner;
    /// its layout is unchanged. A transform that cannot be inverted draws nothing and takes no input.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        EffectContent(
            base: self,
            effect: .transform(
                EffectMatrix.affine(
                    a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
                    tx: Double(transform.tx), ty: Double(transform.ty)
                ).checked("transformEffect"), anchor: .zero))
    }

    /// Turns this view in three dimensions by `angle` about `axis` through `anchor` (at depth
    /// `anchorZ`), seen in perspective: `perspective` 1 puts the eye at the view's larger side's
    /// distance, 0 is a flat (orthographic) projection. Drawing and input follow the projection;
    /// the layout is unchanged.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        EffectContent(
            base: self,
            effect: .transform(
                EffectMatrix.rotation3D(
                    angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)), anchorZ: Double(anchorZ),
                    perspective: Double(perspective)
                ).checked("rotation3DEffect"), anchor: anchor, sizeRelativePerspective: true))
    }

    /// Maps this view's drawing and input by `transform`, a projection (its perspective entries
    /// are honoured); its layout is unchanged. A transform that cannot be inverted draws nothing
    /// and takes no input.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        EffectContent(base: self, effect: .transform(transform.effectMatrix.checked("projectionEffect"), anchor: .zero))
    }
}

/// Checks on the numbers geometry effects are given.
enum EffectValue {
    /// The farthest a view is moved, in pixels.
    static let limit: Double = 1_000_000

    /// `value`, or 0 when not finite and ±limit beyond it, each with one warning naming `name`.
    static func finite(_ value: CGFloat, _ name: String) -> Double {
        let value = Double(value)
        guard value.isFinite else {
            Diagnostics.warn("GtkUI: \(name) is \(value); using 0")
            return 0
        }
        guard abs(value) <= limit else {
            Diagnostics.warn(
                "GtkUI: \(name) \(value) is beyond \(Int(limit)) pixels; using \(value < 0 ? -limit : limit)")
            return value < 0 ? -limit : limit
        }
        return value
    }

    /// An angle in radians: 0 when not finite, with one warning (the view is drawn unturned).
    static func angle(_ radians: Double, _ name: String) -> Double {
        guard radians.isFinite else {
            Diagnostics.warn("GtkUI: \(name) has a NaN or infinite value; the view is drawn untransformed")
            return 0
        }
        return radians
    }

    /// A scale factor: 1 when not finite, with one warning.
    static func scale(_ value: CGFloat) -> Double {
        let value = Double(value)
        guard value.isFinite else {
            Diagnostics.warn("GtkUI: scaleEffect factor \(value) is not finite; using 1")
            return 1
        }
        return value
    }
}
