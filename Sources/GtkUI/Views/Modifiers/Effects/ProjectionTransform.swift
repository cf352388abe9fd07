import Foundation

/// A 3×3 projective transform, as SwiftUI's: a point (x, y) maps to
/// ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with w = m13·x + m23·y + m33.
///
/// Used by ``View/projectionEffect(_:)``.
public struct ProjectionTransform: Equatable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3.
    public var m13: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3.
    public var m23: CGFloat = 0
    /// Row 3, column 1.
    public var m31: CGFloat = 0
    /// Row 3, column 2.
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity.
    nonisolated public init() {}

    /// Whether the last column is 0, 0, 1: the transform keeps parallel lines parallel.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform can be undone (its determinant is not 0).
    public var isInvertible: Bool {
        let determinant =
            m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        return determinant != 0 && determinant.isFinite
    }

    /// The transform that applies `self`, then `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        let a = rows
        let b = other.rows
        var product = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for row in 0..<3 {
            for column in 0..<3 {
                product[row][column] = (0..<3).reduce(0) { $0 + a[row][$1] * b[$1][column] }
            }
        }
        result.rows = product
        return result
    }

    private var rows: [[CGFloat]] {
        get { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }
        set {
            (m11, m12, m13) = (newValue[0][0], newValue[0][1], newValue[0][2])
            (m21, m22, m23) = (newValue[1][0], newValue[1][1], newValue[1][2])
            (m31, m32, m33) = (newValue[2][0], newValue[2][1], newValue[2][2])
        }
    }

    /// The transform that undoes this one, or nil when none does (or an entry is not finite).
    var inverse: ProjectionTransform? {
        let m = rows
        func minor(_ r0: Int, _ r1: Int, _ c0: Int, _ c1: Int) -> CGFloat {
            m[r0][c0] * m[r1][c1] - m[r0][c1] * m[r1][c0]
        }
        let determinant = m[0][0] * minor(1, 2, 1, 2) - m[0][1] * minor(1, 2, 0, 2) + m[0][2] * minor(1, 2, 0, 1)
        guard determinant != 0, determinant.isFinite else { return nil }
        // The adjugate (transposed cofactors) over the determinant.
        let adjugate: [[CGFloat]] = [
            [minor(1, 2, 1, 2), -minor(0, 2, 1, 2), minor(0, 1, 1, 2)],
            [-minor(1, 2, 0, 2), minor(0, 2, 0, 2), -minor(0, 1, 0, 2)],
            [minor(1, 2, 0, 1), -minor(0, 2, 0, 1), minor(0, 1, 0, 1)],
        ]
        var result = ProjectionTransform()
        result.rows = adjugate.map { row in row.map { $0 / determinant } }
        return result.rows.allSatisfy { $0.allSatisfy(\.isFinite) } ? result : nil
    }

    /// A move by `x`, `y`.
    static func translation(_ x: CGFloat, _ y: CGFloat) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m31 = x
        result.m32 = y
        return result
    }

    /// The matrix GtkUIEffectBin takes.
    var effectMatrix: EffectMatrix {
        EffectMatrix(values: [m11, m21, m31, m12, m22, m32, m13, m23, m33].map { Double($0) })
    }
}
