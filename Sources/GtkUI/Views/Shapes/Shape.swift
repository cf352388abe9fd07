import CGtkShim
import Foundation

/// A 2D outline that draws itself, as SwiftUI's `Shape`: by default filled with the foreground
/// colour (the CSS `color` it inherits, which ``View/foregroundColor(_:)`` sets), flexible both
/// ways, and drawn with cairo.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
/// `CGRect`, `CGPoint` and `CGSize` come from Foundation: import it to write a shape of your own.
public protocol Shape: View, Sendable {
    /// The outline in `rect`, the space the shape is given.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// Fills the shape with the foreground colour.
    public var body: some View {
        ShapeDrawing(shape: self, paint: .fill(nil))
    }

    /// Fills the shape with `color`, or with the foreground colour when nil.
    public func fill(_ color: Color? = nil) -> some View {
        ShapeDrawing(shape: self, paint: .fill(color))
    }

    /// Draws the shape's outline with `color` (the foreground colour when nil), `lineWidth` pixels
    /// wide and centred on the outline. A negative width is taken as 0, with one warning.
    public func stroke(_ color: Color? = nil, lineWidth: Double = 1) -> some View {
        var width = lineWidth
        if !(width >= 0) {
            Diagnostics.warn("GtkUI: stroke lineWidth \(lineWidth) is negative; using 0")
            width = 0
        }
        return ShapeDrawing(shape: self, paint: .stroke(color, lineWidth: width))
    }
}
