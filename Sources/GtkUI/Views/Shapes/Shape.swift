import CGtkShim
import Foundation

/// A 2D outline that draws itself, as SwiftUI's `Shape`: by default filled with the foreground
/// style (the colour ``View/foregroundStyle(_:)`` or ``View/foregroundColor(_:)`` set, or the
/// theme's text colour), flexible both ways, and drawn with cairo.
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
public protocol Shape: View, Animatable, Sendable {
    /// The outline in `rect`, the space the shape is given.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// Fills the shape with the foreground style.
    public var body: some View {
        ShapeDrawing(shape: self, style: AnyShapeStyle(ForegroundStyle()), operation: .fill(FillStyle()))
    }

    /// Fills the shape with `content` (the foreground style unless given), by `style`'s rule.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ShapeDrawing(shape: self, style: AnyShapeStyle(content), operation: .fill(style))
    }

    /// Draws the shape's outline with `content`, in `style`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeDrawing(shape: self, style: AnyShapeStyle(content), operation: .stroke(style, antialiased: antialiased))
    }

    /// Draws the shape's outline with `content`, `lineWidth` pixels wide and centred on the
    /// outline. A negative width is taken as 0, with one warning.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline stroked in `style`, as a shape of its own, which fills with the
    /// foreground style unless filled otherwise.
    public func stroke(style: StrokeStyle) -> StrokedShape<Self> {
        StrokedShape(shape: self, style: style)
    }

    /// The shape's outline stroked `lineWidth` pixels wide, as a shape of its own.
    public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape's outline stroked, as a shape of its own: what `shape.stroke(lineWidth: 2)` returns.
/// Its path is the area the stroke paints (``Path/strokedPath(_:)``); when drawn, cairo strokes
/// the original outline instead, which is exact.
public struct StrokedShape<Content: Shape>: Shape {
    let shape: Content
    let style: StrokeStyle

    /// The area the stroke paints.
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }
}

/// A shape ``ShapeDrawing`` can draw as a cairo stroke of another outline.
protocol StrokeDrawable {
    /// The outline to stroke in `rect`, and how.
    func strokeOutline(in rect: CGRect) -> (Path, StrokeStyle)
    /// How the outline is stroked.
    var strokeStyle: StrokeStyle { get }
}

extension StrokedShape: StrokeDrawable {
    nonisolated func strokeOutline(in rect: CGRect) -> (Path, StrokeStyle) { (shape.path(in: rect), style) }
    nonisolated var strokeStyle: StrokeStyle { style }
}
