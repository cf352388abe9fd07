import Foundation

/// An outline made of lines and curves, as SwiftUI's `Path`: what a ``Shape`` returns from
/// `path(in:)`, and a shape itself.
///
/// Coordinates are pixels, with the origin at the top left of the shape's rectangle and y growing
/// downwards, as in SwiftUI and cairo, so angles grow clockwise on screen.
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 40))
///     path.addQuadCurve(to: CGPoint(x: 60, y: 40), control: CGPoint(x: 30, y: -20))
///     path.addArc(center: CGPoint(x: 30, y: 40), radius: 30, startAngle: .zero,
///                 endAngle: .degrees(180), clockwise: false)
/// }
/// .stroke(.blue, lineWidth: 2)
/// ```
/// Points that are not finite (NaN, infinity) are kept in the value, but left out when it is
/// drawn, with one warning.
public struct Path: Equatable, Sendable {
    /// One step of an outline, as ``forEach(_:)`` hands it out.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to the point, bent towards `control`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to the point, bent towards the two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the subpath, closing it.
        case closeSubpath
    }

    private(set) var elements: [Element] = []

    /// An empty path.
    nonisolated public init() {}

    /// A path built by `build`, which adds to the path it is given.
    nonisolated public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle.
    nonisolated public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with corners rounded by `cornerRadius`.
    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with corners that are quarter ellipses of `cornerSize`.
    nonisolated public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with each corner rounded by its own radius.
    nonisolated public init(
        roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The ellipse that fits in `rect`.
    nonisolated public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element starts: the end of the last one (the start of the subpath after a
    /// close), or nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                if start == nil { start = point }
                current = point
            case .closeSubpath:
                current = start
            }
        }
        return current
    }

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// A straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        elements.append(.line(to: point))
    }

    /// Straight lines through `points`: a move to the first, then lines to the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve from the current point to `point`, bent towards `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// A cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// A closed rectangle, moved by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        addLines(corners.map { $0.applying(transform) })
        closeSubpath()
    }

    /// A closed rectangle for each of `rects`, moved by `transform`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The closed ellipse that fits in `rect`, from four Bézier quarter arcs, moved by `transform`:
    /// from the top middle, clockwise on screen.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else {
            // A flat ellipse is its rectangle, as a rounded rectangle with no room for corners.
            addRoundedRect(
                in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2), style: .circular,
                transform: transform)
            return
        }
        // Written out rather than as a rounded rectangle: canvases draw thousands of these per
        // frame, and a rounded rectangle's corners meet through empty lines.
        let k: CGFloat = 0.552_284_749_831
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (midX, midY) = (rect.midX, rect.midY)
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        let identity = transform.isIdentity
        func moved(_ point: CGPoint) -> CGPoint { identity ? point : point.applying(transform) }
        elements.reserveCapacity(elements.count + 6)
        elements.append(.move(to: moved(CGPoint(x: midX, y: minY))))
        elements.append(
            .curve(
                to: moved(CGPoint(x: maxX, y: midY)), control1: moved(CGPoint(x: midX + rx * k, y: minY)),
                control2: moved(CGPoint(x: maxX, y: midY - ry * k))))
        elements.append(
            .curve(
                to: moved(CGPoint(x: midX, y: maxY)), control1: moved(CGPoint(x: maxX, y: midY + ry * k)),
                control2: moved(CGPoint(x: midX + rx * k, y: maxY))))
        elements.append(
            .curve(
                to: moved(CGPoint(x: minX, y: midY)), control1: moved(CGPoint(x: midX - rx * k, y: maxY)),
                control2: moved(CGPoint(x: minX, y: midY + ry * k))))
        elements.append(
            .curve(
                to: moved(CGPoint(x: midX, y: minY)), control1: moved(CGPoint(x: minX, y: midY - ry * k)),
                control2: moved(CGPoint(x: midX - rx * k, y: minY))))
        elements.append(.closeSubpath)
    }

    /// A closed rectangle whose corners are rounded by `cornerSize`, each at most half the
    /// rectangle's side, moved by `transform`: quarter ellipses (`.circular`), or corners that
    /// ease out of the sides (`.continuous`, see ``RoundedCornerStyle``).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let radius = CGSize(width: max(cornerSize.width, 0), height: max(cornerSize.height, 0))
        addRoundedRect(
            in: rect, corners: (radius, radius, radius, radius), continuous: style == .continuous,
            transform: transform)
    }

    /// A closed rectangle with each corner rounded by its own radius (each at most half a side),
    /// moved by `transform`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        func size(_ radius: CGFloat) -> CGSize { CGSize(width: max(radius, 0), height: max(radius, 0)) }
        addRoundedRect(
            in: rect,
            corners: (
                size(cornerRadii.topLeading), size(cornerRadii.topTrailing), size(cornerRadii.bottomTrailing),
                size(cornerRadii.bottomLeading)
            ), continuous: style == .continuous, transform: transform)
    }

    /// Adds `path`'s elements, moved by `transform`, as they are: its first subpath starts where
    /// `path` starts it.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        if transform.isIdentity {
            elements.append(contentsOf: path.elements)
        } else {
            elements.append(contentsOf: path.elements.map { $0.applying(transform) })
        }
    }

    /// This path moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var path = Path()
        path.addPath(self, transform: transform)
        return path
    }

    /// This path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// How far a continuous corner reaches along each side, in radii: as far as Apple's do.
    private static let continuousReach: CGFloat = 1.528_665
    /// Where a continuous corner's control points lie, as a fraction of the way from its ends
    /// to the corner: chosen so the curve's middle is where a circular corner's is.
    private static let continuousControl: CGFloat = 0.822_1

    /// A rounded rectangle from its corners' radii, clockwise from the top leading one; the
    /// radii of two corners on one side share that side in proportion when they would overlap.
    /// Continuous corners reach further along the sides (up to half of each), as one cubic
    /// curve whose bend grows from the side towards the corner instead of starting at once.
    private mutating func addRoundedRect(
        in rect: CGRect, corners: (CGSize, CGSize, CGSize, CGSize), continuous: Bool,
        transform: CGAffineTransform
    ) {
        let rect = rect.standardized
        var (topLeft, topRight, bottomRight, bottomLeft) = corners
        // Shrinks all radii by one factor when any side is too short for its two corners.
        let widths = [topLeft.width + topRight.width, bottomLeft.width + bottomRight.width]
        let heights = [topLeft.height + bottomLeft.height, topRight.height + bottomRight.height]
        var factor: CGFloat = 1
        for total in widths where total > rect.width { factor = min(factor, total > 0 ? rect.width / total : 1) }
        for total in heights where total > rect.height { factor = min(factor, total > 0 ? rect.height / total : 1) }
        if factor < 1 {
            func scaled(_ size: CGSize) -> CGSize { CGSize(width: size.width * factor, height: size.height * factor) }
            (topLeft, topRight) = (scaled(topLeft), scaled(topRight))
            (bottomRight, bottomLeft) = (scaled(bottomRight), scaled(bottomLeft))
        }
        let radii = [topLeft, topRight, bottomRight, bottomLeft]
        guard radii.contains(where: { $0.width > 0 && $0.height > 0 }) else {
            addRect(rect, transform: transform)
            return
        }
        var k: CGFloat = 0.552_284_749_831
        if continuous {
            func reach(_ size: CGSize) -> CGSize {
                CGSize(
                    width: min(size.width * Self.continuousReach, rect.width / 2),
                    height: min(size.height * Self.continuousReach, rect.height / 2))
            }
            (topLeft, topRight) = (reach(topLeft), reach(topRight))
            (bottomRight, bottomLeft) = (reach(bottomRight), reach(bottomLeft))
            k = Self.continuousControl
        }
        var path = Path()
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        path.move(to: CGPoint(x: minX + topLeft.width, y: minY))
        path.addLine(to: CGPoint(x: maxX - topRight.width, y: minY))
        path.addCorner(k: k, to: CGPoint(x: maxX, y: minY + topRight.height), corner: CGPoint(x: maxX, y: minY))
        path.addLine(to: CGPoint(x: maxX, y: maxY - bottomRight.height))
        path.addCorner(k: k, to: CGPoint(x: maxX - bottomRight.width, y: maxY), corner: CGPoint(x: maxX, y: maxY))
        path.addLine(to: CGPoint(x: minX + bottomLeft.width, y: maxY))
        path.addCorner(k: k, to: CGPoint(x: minX, y: maxY - bottomLeft.height), corner: CGPoint(x: minX, y: maxY))
        if topLeft.height > 0 { path.addLine(to: CGPoint(x: minX, y: minY + topLeft.height)) }
        path.addCorner(k: k, to: CGPoint(x: minX + topLeft.width, y: minY), corner: CGPoint(x: minX, y: minY))
        path.closeSubpath()
        addPath(path, transform: transform)
    }

    /// A quarter ellipse from the current point to `point`, inside the right angle at `corner`;
    /// nothing when the corner has no radius.
    /// `k` places the control points, as a fraction of the way from each end to the corner: a
    /// quarter circle's lie 0.5523 of the radius from its ends.
    private mutating func addCorner(k: CGFloat, to point: CGPoint, corner: CGPoint) {
        guard let start = currentPoint, start != point else { return }
        addCurve(
            to: point, control1: CGPoint(x: start.x + (corner.x - start.x) * k, y: start.y + (corner.y - start.y) * k),
            control2: CGPoint(x: point.x + (corner.x - point.x) * k, y: point.y + (corner.y - point.y) * k))
    }
}

extension Path.Element {
    /// The element with its points moved by `transform`.
    func applying(_ transform: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let point): return .move(to: point.applying(transform))
        case .line(let point): return .line(to: point.applying(transform))
        case .quadCurve(let point, let control):
            return .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            return .curve(
                to: point.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// Whether every point of the element is finite; unlike ``points``, allocates nothing.
    var isFinite: Bool {
        func finite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
        switch self {
        case .move(let point), .line(let point): return finite(point)
        case .quadCurve(let point, let control): return finite(point) && finite(control)
        case .curve(let point, let control1, let control2):
            return finite(point) && finite(control1) && finite(control2)
        case .closeSubpath: return true
        }
    }

    /// Where the element ends, or nil for a close; unlike ``points``, allocates nothing.
    var end: CGPoint? {
        switch self {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
        case .closeSubpath: return nil
        }
    }

    /// Calls `body` with each of the element's points, the end last, without making an array.
    func forEachPoint(_ body: (CGPoint) -> Void) {
        switch self {
        case .move(let point), .line(let point): body(point)
        case .quadCurve(let point, let control):
            body(control)
            body(point)
        case .curve(let point, let control1, let control2):
            body(control1)
            body(control2)
            body(point)
        case .closeSubpath: break
        }
    }

    /// The element's points, the end last.
    var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): return [point]
        case .quadCurve(let point, let control): return [control, point]
        case .curve(let point, let control1, let control2): return [control1, control2, point]
        case .closeSubpath: return []
        }
    }
}

extension Path: Shape {
    /// The path itself, wherever it is drawn.
    public nonisolated func path(in rect: CGRect) -> Path { self }
}
