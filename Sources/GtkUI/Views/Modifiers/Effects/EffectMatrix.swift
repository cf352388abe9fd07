import Foundation

/// A 3×3 matrix mapping a view's content into where it is drawn, as GtkUIEffectBin takes it:
/// row-major, acting on column vectors (x, y, 1). Its last row is 0 0 1 unless it is a projection.
struct EffectMatrix: Equatable, Sendable {
    var values: [Double]

    static let identity = EffectMatrix(values: [1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// A move by `x`, `y`.
    static func translation(_ x: Double, _ y: Double) -> EffectMatrix {
        EffectMatrix(values: [1, 0, x, 0, 1, y, 0, 0, 1])
    }

    /// A scale by `x` and `y`.
    static func scale(_ x: Double, _ y: Double) -> EffectMatrix {
        EffectMatrix(values: [x, 0, 0, 0, y, 0, 0, 0, 1])
    }

    /// A rotation by `radians`, clockwise on screen (y grows downwards), as SwiftUI's.
    static func rotation(_ radians: Double) -> EffectMatrix {
        let (sine, cosine) = (sin(radians), cos(radians))
        return EffectMatrix(values: [cosine, -sine, 0, sine, cosine, 0, 0, 0, 1])
    }

    /// The affine map x' = a·x + c·y + tx, y' = b·x + d·y + ty (CGAffineTransform's fields).
    static func affine(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> EffectMatrix {
        EffectMatrix(values: [a, c, tx, b, d, ty, 0, 0, 1])
    }

    /// A rotation by `radians` about `axis` (x right, y down, z towards the eye), projected with
    /// the eye `1 / perspective` view-sizes away (the bin divides the last row by the view's larger
    /// side). A zero axis is no rotation.
    static func rotation3D(
        _ radians: Double, axis: (Double, Double, Double), anchorZ: Double, perspective: Double
    ) -> EffectMatrix {
        let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let (x, y, z) = (axis.0 / length, axis.1 / length, axis.2 / length)
        let (s, c) = (sin(radians), cos(radians))
        let t = 1 - c
        // Rodrigues' rotation matrix; only the columns for x and y and the depth row matter for a
        // flat view at depth -anchorZ from the anchor.
        let r = [
            [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
            [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
            [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
        ]
        let depth = -anchorZ
        let zOffset = r[2][2] * depth - depth
        return EffectMatrix(values: [
            r[0][0], r[0][1], r[0][2] * depth,
            r[1][0], r[1][1], r[1][2] * depth,
            -perspective * r[2][0], -perspective * r[2][1], 1 - perspective * zOffset,
        ])
    }

    /// Whether every entry is a finite number.
    var isFinite: Bool { values.allSatisfy(\.isFinite) }

    /// This matrix, or the identity with one warning naming `name` when an entry is NaN or infinite.
    func checked(_ name: String) -> EffectMatrix {
        if isFinite { return self }
        Diagnostics.warn("GtkUI: \(name) has a NaN or infinite value; the view is drawn untransformed")
        return .identity
    }
}
