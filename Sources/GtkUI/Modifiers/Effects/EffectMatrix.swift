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

    /// Whether every entry is a finite number.
    var isFinite: Bool { values.allSatisfy(\.isFinite) }

    /// This matrix, or the identity with one warning naming `name` when an entry is NaN or infinite.
    func checked(_ name: String) -> EffectMatrix {
        if isFinite { return self }
        Diagnostics.warn("GtkUI: \(name) has a NaN or infinite value; the view is drawn untransformed")
        return .identity
    }
}
