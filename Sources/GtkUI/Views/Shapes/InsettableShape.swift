import Foundation

/// A shape that can be drawn smaller by an inset, as SwiftUI's `InsettableShape`: what
/// `strokeBorder` needs to keep a stroke inside the shape's frame.
///
/// ```swift
/// Circle().strokeBorder(.blue, lineWidth: 8)   // the whole ring inside the frame
/// ```
public protocol InsettableShape: Shape {
    /// The shape an inset gives.
    associatedtype InsetShape: InsettableShape

    /// The shape drawn `amount` pixels inside this one on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the outline with `content` in `style`, entirely inside the shape's frame: the
    /// shape inset by half the line width, stroked.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> some View {
        let width = style.drawable.style.lineWidth
        return inset(by: width / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// Strokes the outline with `content`, `lineWidth` pixels wide, inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape drawn inside its frame by `amount` pixels: what ``InsettableShape/inset(by:)`` gives
/// for the built-in shapes.
public struct InsetShape<Content: Shape>: InsettableShape {
    let shape: Content
    let amount: CGFloat

    /// `shape` drawn `amount` pixels inside `rect`; a rounded rectangle's corners shrink by as
    /// much, as in SwiftUI.
    public nonisolated func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        guard inner.width >= 0, inner.height >= 0 else { return Path() }
        if let rounded = shape as? any CornerInsettable { return rounded.insetPath(in: inner, by: amount) }
        return shape.path(in: inner)
    }

    /// The same shape inset further.
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<Content> {
        InsetShape(shape: shape, amount: self.amount + amount)
    }
}

/// A shape whose corners shrink when it is inset.
protocol CornerInsettable {
    /// The inset shape's path in `rect`, the already inset rectangle.
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path
}
