import CGtkShim
import Foundation

/// What a ``Canvas`` draws with, as SwiftUI's `GraphicsContext`: fills and strokes paths, draws
/// text, images and symbols, in its own transform, opacity, blend mode, clip and filters.
///
/// A context is a value: a copy carries its own state, so changing a copy's transform or
/// opacity leaves the original as it was.
///
/// ```swift
/// Canvas { context, size in
///     var rotated = context
///     rotated.translateBy(x: size.width / 2, y: size.height / 2)
///     rotated.rotate(by: .degrees(45))
///     rotated.fill(Path(CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.blue))
///     context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red), lineWidth: 2)
/// }
/// ```
///
/// Everything is drawn with cairo on the main thread, during GTK's draw of the canvas. Bad input
/// (points that are not finite, a transform that cannot be undone, an unknown symbol) draws
/// nothing for that call and warns once per canvas.
public struct GraphicsContext {
    let target: CanvasTarget
    /// The clips added so far, outermost first.
    var clips: [CanvasClip] = []
    /// The filters added so far, in the order they were added.
    var filters: [CanvasFilter] = []

    /// How opaque what this context draws is, from 0 (invisible) to 1; multiplied into
    /// everything drawn after it is set.
    public var opacity: Double = 1
    /// How what this context draws combines with what is already drawn.
    public var blendMode: BlendMode = .normal
    /// The transform from this context's coordinates to the canvas's, applied to everything
    /// drawn after it is set.
    public var transform: CGAffineTransform = .identity

    init(target: CanvasTarget) {
        self.target = target
    }

    /// The environment of the canvas.
    public var environment: EnvironmentValues { target.environment }

    /// The part of the canvas drawing can still reach through the clips, in this context's
    /// coordinates.
    public var clipBoundingRect: CGRect {
        var bounds = CGRect(origin: .zero, size: target.size)
        for clip in clips {
            guard let clipBounds = clip.bounds else { continue }
            bounds = bounds.intersection(clipBounds)
        }
        guard transform.isInvertible, !bounds.isNull else { return .zero }
        return bounds.applying(transform.inverted())
    }

    /// Moves the origin by `x` and `y`, in this context's coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales what is drawn after by `x` horizontally and `y` vertically, around the origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Turns what is drawn after by `angle` around the origin, clockwise on screen.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// Applies `matrix` to what is drawn after, before the transform already there.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Limits what is drawn after to the inside of `path` (or, with `.inverse`, its outside),
    /// as `style` decides the inside.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(
            CanvasClip(
                kind: .path(path, style: style, inverse: options.contains(.inverse)), transform: transform))
    }

    /// Fills `path` with `shading`, by `style`'s rule.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        target.paint(path, with: shading, operation: .fill(style), in: self)
    }

    /// Strokes `path` with `shading` in `style`, centred on the outline.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        target.paint(path, with: shading, operation: .stroke(style, antialiased: true), in: self)
    }

    /// Strokes `path` with `shading`, `lineWidth` pixels wide, centred on the outline.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// `shading` with its styles resolved against the environment, so drawing it again does
    /// not resolve it again.
    public func resolve(_ shading: Shading) -> Shading {
        shading.resolved(in: environment)
    }
}
