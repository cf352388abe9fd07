import Foundation

/// How a shape's outline is painted: filled, or stroked.
enum ShapeOperation: Equatable {
    case fill(FillStyle)
    case stroke(StrokeStyle, antialiased: Bool)

    /// Pixels drawn outside the shape's rectangle: half a stroke.
    var overflow: Int32 {
        guard case .stroke(let style, _) = self, style.lineWidth > 0, style.lineWidth.isFinite else { return 0 }
        let factor: Double = style.lineJoin == .miter ? max(1, style.miterLimit) : 1
        return ClampedLength.pixels(style.lineWidth / 2 * min(factor, 4), "line width", minimum: 0, rounding: .up)
    }
}
