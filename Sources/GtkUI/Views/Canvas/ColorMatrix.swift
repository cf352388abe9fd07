import Foundation

/// A 4×5 matrix that maps a colour to another, as SwiftUI's `ColorMatrix`, for
/// ``GraphicsContext/Filter/colorMatrix(_:)``.
///
/// Each row makes one channel of the result (red, green, blue, opacity) from the source's
/// unpremultiplied red, green, blue and opacity, each 0…1 (columns 1 to 4), plus an offset
/// (column 5); results are clamped to 0…1. A new matrix is the identity.
///
/// ```swift
/// var swap = ColorMatrix()      // red and blue trade places
/// (swap.r1, swap.r3) = (0, 1)
/// (swap.b1, swap.b3) = (1, 0)
/// context.addFilter(.colorMatrix(swap))
/// ```
public struct ColorMatrix: Equatable, Sendable {
    /// Red from red.
    public var r1: Float = 1
    /// Red from green.
    public var r2: Float = 0
    /// Red from blue.
    public var r3: Float = 0
    /// Red from opacity.
    public var r4: Float = 0
    /// Added to red.
    public var r5: Float = 0
    /// Green from red.
    public var g1: Float = 0
    /// Green from green.
    public var g2: Float = 1
    /// Green from blue.
    public var g3: Float = 0
    /// Green from opacity.
    public var g4: Float = 0
    /// Added to green.
    public var g5: Float = 0
    /// Blue from red.
    public var b1: Float = 0
    /// Blue from green.
    public var b2: Float = 0
    /// Blue from blue.
    public var b3: Float = 1
    /// Blue from opacity.
    public var b4: Float = 0
    /// Added to blue.
    public var b5: Float = 0
    /// Opacity from red.
    public var a1: Float = 0
    /// Opacity from green.
    public var a2: Float = 0
    /// Opacity from blue.
    public var a3: Float = 0
    /// Opacity from opacity.
    public var a4: Float = 1
    /// Added to opacity.
    public var a5: Float = 0

    /// The identity: every colour stays as it is.
    nonisolated public init() {}

    /// The twenty entries row by row, as the canvas's pixel filter takes them.
    var entries: [Double] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5].map(Double.init)
    }
}
