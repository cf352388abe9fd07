import CGtkShim
import Foundation

/// An outline made of lines and curves, as SwiftUI's `Path`: what a ``Shape`` returns from
/// `path(in:)`, and a shape itself.
///
/// Coordinates are pixels, with the origin at the top left of the shape's rectangle and y growing
/// downwards, as in SwiftUI and cairo.
public struct Path: Equatable, Sendable {
    /// One step of the outline.
    enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by `build`, which adds to the path it is given.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with corners rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// The ellipse that fits in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(point))
    }

    /// A straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        elements.append(.line(point))
    }

    /// A cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        elements.append(.close)
    }

    /// A closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// The closed ellipse that fits in `rect`, from four Bézier quarter arcs.
    public mutating func addEllipse(in rect: CGRect) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2))
    }

    /// A closed rectangle whose corners are quarter ellipses of `cornerSize`, each at most half the
    /// rectangle's side.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rect = rect.standardized
        let rx = min(max(cornerSize.width, 0), rect.width / 2)
        let ry = min(max(cornerSize.height, 0), rect.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(rect)
            return
        }
        // A quarter circle's Bézier control points lie this fraction of the radius from the ends.
        let k: CGFloat = 0.552_284_749_831
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: CGPoint(x: minX + rx, y: minY))
        addLine(to: CGPoint(x: maxX - rx, y: minY))
        addCurve(
            to: CGPoint(x: maxX, y: minY + ry), control1: CGPoint(x: maxX - rx + rx * k, y: minY),
            control2: CGPoint(x: maxX, y: minY + ry - ry * k))
        addLine(to: CGPoint(x: maxX, y: maxY - ry))
        addCurve(
            to: CGPoint(x: maxX - rx, y: maxY), control1: CGPoint(x: maxX, y: maxY - ry + ry * k),
            control2: CGPoint(x: maxX - rx + rx * k, y: maxY))
        addLine(to: CGPoint(x: minX + rx, y: maxY))
        addCurve(
            to: CGPoint(x: minX, y: maxY - ry), control1: CGPoint(x: minX + rx - rx * k, y: maxY),
            control2: CGPoint(x: minX, y: maxY - ry + ry * k))
        addLine(to: CGPoint(x: minX, y: minY + ry))
        addCurve(
            to: CGPoint(x: minX + rx, y: minY), control1: CGPoint(x: minX, y: minY + ry - ry * k),
            control2: CGPoint(x: minX + rx - rx * k, y: minY))
        closeSubpath()
    }

    /// Replays the path into cairo's current path.
    func addTo(cairo: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let point): cairo_move_to(cairo, point.x, point.y)
            case .line(let point): cairo_line_to(cairo, point.x, point.y)
            case .curve(let point, let control1, let control2):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .close: cairo_close_path(cairo)
            }
        }
    }
}

extension Path: Shape {
    /// The path itself, wherever it is drawn.
    public nonisolated func path(in rect: CGRect) -> Path { self }
}
