import CGtkShim
import Foundation

/// The cairo context one draw of a canvas paints into, shared by every copy of its
/// ``GraphicsContext``: each draw call sets up the copy's own state (clips, transform, blend
/// mode, opacity, filters) around its drawing. A plain fill or stroke sets what it uses and
/// leaves it; anything else saves cairo's state and restores it afterwards.
///
/// Unchecked `Sendable`: a target lives for one draw of its canvas, on the main thread, and its
/// contexts' calls (nonisolated, as in SwiftUI) reach the main actor's code through it.
final class CanvasTarget: @unchecked Sendable {
    typealias Shading = GraphicsContext.Shading

    /// Where drawing goes now: the canvas's cairo context, or a layer's while one is drawn.
    private(set) var cairo: OpaquePointer
    let widget: UnsafeMutablePointer<GtkWidget>
    let size: CGSize
    let coordinator: CanvasCoordinator
    let environment: EnvironmentValues
    /// Cairo's matrix when the renderer started: the canvas's own coordinates.
    private var base = cairo_matrix_t()
    /// Device pixels per canvas pixel, for layers drawn into images.
    let scale: Int32
    /// Theme colours resolved in this draw: the theme cannot change while the canvas draws.
    private var themeColors: [Color: GdkRGBA] = [:]

    /// Points further from the origin than this, in the canvas's coordinates, are moved in to it
    /// before cairo sees them: cairo keeps coordinates as 24.8 fixed point, and larger values
    /// wrap around.
    static let coordinateLimit = 4_000_000.0

    @MainActor
    init(cairo: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>, size: CGSize, coordinator: CanvasCoordinator) {
        self.cairo = cairo
        self.widget = widget
        self.size = size
        self.coordinator = coordinator
        environment = coordinator.environment
        scale = max(1, gtk_widget_get_scale_factor(widget))
        cairo_get_matrix(cairo, &base)
    }

    /// Called after the renderer returns.
    func finish() {}

    /// Logs `message` once for this canvas under `kind`.
    func warnOnce(_ kind: String, _ message: @autoclosure () -> String) {
        let text = message()
        onMainActor { coordinator.warnOnce(kind, text) }
    }

    // MARK: Paths

    /// Fills or strokes `path` with `shading`, in `context`'s state.
    func paint(_ path: Path, with shading: Shading, operation: ShapeOperation, in context: GraphicsContext) {
        var operation = operation
        if case .stroke(let style, let antialiased) = operation {
            let (drawable, problem) = style.drawable
            if let problem { warnOnce("stroke", problem + " (in a Canvas)") }
            guard drawable.lineWidth > 0 else { return }
            operation = .stroke(drawable, antialiased: antialiased)
        }
        guard !path.isEmpty, let shading = drawableShading(shading) else { return }
        // A plain colour, the common case, is cairo's source as it is: no pattern to make.
        let solid = solidColor(of: shading)
        // Filters need to know where the drawing can reach; only they pay for the bounds.
        let reach = context.filters.isEmpty ? nil : Self.reach(of: path, operation: operation)
        composite(in: context, foldsOpacity: true, reach: reach, setsOwnState: true) { cairo, opacity in
            addPath(path, transform: context.transform, to: cairo)
            if let solid {
                cairo_set_source_rgba(cairo, solid.red, solid.green, solid.blue, solid.alpha * opacity)
            } else {
                guard let pattern = pattern(for: shading, around: path, opacity: opacity) else {
                    cairo_new_path(cairo)
                    return
                }
                cairo_set_source(cairo, pattern)
                cairo_pattern_destroy(pattern)
            }
            switch operation {
            case .fill(let style):
                style.apply(to: cairo)
                cairo_fill(cairo)
            case .stroke(let style, let antialiased):
                style.apply(to: cairo)
                cairo_set_antialias(cairo, antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
                cairo_stroke(cairo)
            }
        }
    }

    /// Where filling or stroking `path` can draw, in the path's coordinates: its bounding
    /// rectangle, widened for a stroke by half its width as far as its corners and ends reach.
    static func reach(of path: Path, operation: ShapeOperation) -> CGRect {
        let bounds = path.boundingRect
        guard case .stroke(let style, _) = operation else { return bounds }
        var spread = 1.0
        // A miter reaches √2 half-widths at a right angle, up to the miter limit at sharper ones.
        if style.lineJoin == .miter { spread = path.isRectilinear ? 2.0.squareRoot() : max(1, style.miterLimit) }
        if style.lineCap == .square { spread = max(spread, 2.0.squareRoot()) }
        let pad = style.lineWidth / 2 * spread
        return bounds.insetBy(dx: -pad, dy: -pad)
    }

    /// Adds `path` to cairo's current path, with cairo's matrix already the context's
    /// `transform`. Points that are not finite are left out and points beyond cairo's range are
    /// moved in to it, each with one warning.
    func addPath(_ path: Path, transform: CGAffineTransform, to cairo: OpaquePointer) {
        // One pass over the points, allocating nothing: it runs for every fill of every frame.
        var (lowX, lowY) = (Double.infinity, Double.infinity)
        var (highX, highY) = (-Double.infinity, -Double.infinity)
        var finite = true
        for element in path.elements {
            element.forEachPoint { point in
                guard point.x.isFinite, point.y.isFinite else {
                    finite = false
                    return
                }
                lowX = min(lowX, point.x)
                lowY = min(lowY, point.y)
                highX = max(highX, point.x)
                highY = max(highY, point.y)
            }
        }
        if !finite {
            warnOnce(
                "path-not-finite", "GtkUI: a Canvas path has points that are not finite numbers; they are left out")
        }
        guard lowX <= highX else { return }
        var reach = CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
        if !transform.isIdentity { reach = reach.applying(transform) }
        let limit = Self.coordinateLimit
        guard reach.minX < -limit || reach.minY < -limit || reach.maxX > limit || reach.maxY > limit else {
            path.addTo(cairo: cairo, finite: finite)
            return
        }
        warnOnce(
            "path-huge",
            "GtkUI: a Canvas path reaches \(reach) in the canvas, beyond what cairo can draw; "
                + "its points are moved in to ±\(Int(limit))")
        // In the canvas's coordinates, where the limit applies, each point moved in to it.
        let clamped = path.applying(transform).clampedPoints(to: limit)
        cairo_save(cairo)
        cairo_set_matrix(cairo, &base)
        clamped.addTo(cairo: cairo)
        cairo_restore(cairo)
    }

    // MARK: Shading

    /// `shading` as it can be drawn: a palette's first shading; nil for what draws nothing.
    private func drawableShading(_ shading: Shading) -> Shading? {
        switch shading.kind {
        case .backdrop: return nil
        case .palette(let shadings):
            guard let first = shadings.first else { return nil }
            return drawableShading(first)
        default: return shading
        }
    }

    /// The colour of a shading that is one plain colour, resolved against the theme once per
    /// draw; nil for any other shading.
    private func solidColor(of shading: Shading) -> GdkRGBA? {
        guard case .paint(.color(let color)) = shading.kind else { return nil }
        if case .rgba(let red, let green, let blue, let opacity) = color.storage {
            return GdkRGBA(red: red, green: green, blue: blue, alpha: opacity)
        }
        if let known = themeColors[color] { return known }
        let resolved = onMainActor { () -> GdkRGBA in
            CanvasWork.themeColorsResolved += 1
            return color.resolved(for: widget)
        }
        themeColors[color] = resolved
        return resolved
    }

    /// A cairo source for `shading` (the caller destroys it), `opacity` times as opaque, with
    /// styles laid out in `path`'s bounding rectangle; nil for a shading that draws nothing.
    func pattern(for shading: Shading, around path: Path, opacity: Double) -> OpaquePointer? {
        pattern(for: shading, in: { path.boundingRect }, opacity: opacity)
    }

    /// A cairo source for `shading`, with styles laid out in the rectangle `bounds` gives
    /// (asked only when a style needs it); nil for a shading that draws nothing.
    func pattern(for shading: Shading, in bounds: () -> CGRect, opacity: Double) -> OpaquePointer? {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let opacity = opacity.isNaN ? 1 : min(1, max(0, opacity))
        let needsBounds: Bool
        switch shading.kind {
        case .paint(.color), .paint(.currentColor), .linear, .radial, .tiledImage, .backdrop, .palette:
            needsBounds = false
        case .paint, .style, .conic: needsBounds = true
        }
        let bounds = needsBounds ? bounds() : unit
        return onMainActor { () -> OpaquePointer? in
            CanvasWork.patternsMade += 1
            let paint: Paint
            var rect = unit
            var extend: cairo_extend_t?
            switch shading.kind {
            case .backdrop, .palette: return nil
            case .paint(let resolved):
                paint = resolved
                rect = bounds
            case .style(let style):
                paint = style.paint(in: environment)
                rect = bounds
            case .linear(let gradient, let start, let end, let options):
                // Points in the context's coordinates are fractions of a unit rectangle.
                paint = .linear(
                    checked(gradient), startPoint: UnitPoint(x: start.x, y: start.y),
                    endPoint: UnitPoint(x: end.x, y: end.y))
                extend = options.cairoExtend
            case .radial(let gradient, let center, let startRadius, let endRadius, let options):
                paint = .radial(
                    checked(gradient), center: UnitPoint(x: center.x, y: center.y), startRadius: startRadius,
                    endRadius: endRadius)
                extend = options.cairoExtend
            case .conic(let gradient, let center, let angle):
                rect = bounds
                guard rect.width > 0, rect.height > 0 else { return nil }
                paint = .angular(
                    checked(gradient),
                    center: UnitPoint(x: (center.x - rect.minX) / rect.width, y: (center.y - rect.minY) / rect.height),
                    startAngle: angle, endAngle: .radians(angle.radians + 2 * Double.pi))
            case .tiledImage(let image, let origin, let sourceRect, let scale):
                paint = .image(ImagePaint(image: image, sourceRect: sourceRect, scale: scale))
                rect = CGRect(origin: origin, size: CGSize(width: 1, height: 1))
            }
            let pattern = (opacity < 1 ? Paint.opacity(paint, opacity) : paint).makePattern(in: rect, for: widget)
            if let extend { cairo_pattern_set_extend(pattern, extend) }
            return pattern
        }
    }

    /// `gradient` with its stops sorted and clamped, warned about once per canvas: a gradient
    /// with no stops draws nothing.
    @MainActor
    private func checked(_ gradient: Gradient) -> Gradient {
        if gradient.stops.isEmpty {
            coordinator.warnOnce("gradient-empty", "GtkUI: a Canvas gradient has no stops; it draws nothing")
            return Gradient(stops: [Gradient.Stop(color: .clear, location: 0)])
        }
        let inOrder = zip(gradient.stops, gradient.stops.dropFirst()).allSatisfy { $0.location <= $1.location }
        let inRange = gradient.stops.allSatisfy { $0.location >= 0 && $0.location <= 1 }
        guard !inOrder || !inRange else { return gradient }
        coordinator.warnOnce(
            "gradient-order",
            "GtkUI: a Canvas gradient's stop locations \(gradient.stops.map(\.location)) are out of order or "
                + "outside 0…1; they are sorted and clamped")
        let stops = gradient.stops.map {
            Gradient.Stop(color: $0.color, location: $0.location.isNaN ? 0 : min(1, max(0, $0.location)))
        }
        return Gradient(
            stops: stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
                .map(\.element))
    }

    // MARK: Compositing

    /// Whether `transform` can draw: finite and invertible. One that cannot draws nothing, with
    /// one warning.
    func canDraw(with transform: CGAffineTransform) -> Bool {
        guard transform.isInvertible, transform.tx.isFinite, transform.ty.isFinite else {
            warnOnce(
                "transform",
                "GtkUI: a Canvas context's transform \(transform) is not finite or cannot be undone "
                    + "(a scale of 0); what it draws is left out")
            return false
        }
        return true
    }

    /// Sets cairo's matrix to the canvas's, then `transform` on top.
    func setMatrix(_ cairo: OpaquePointer, to transform: CGAffineTransform) {
        cairo_set_matrix(cairo, &base)
        var matrix = transform.cairoMatrix
        cairo_transform(cairo, &matrix)
    }

    /// Runs `body` to draw in `context`'s state: its clips, blend mode, opacity and filters,
    /// with cairo's matrix set to its transform. `body` gets the opacity to draw with: the
    /// context's when `foldsOpacity` (a fill that can make its source fainter itself), else 1
    /// and the drawing is composited at the context's opacity. With `isLayer`, what `body`
    /// draws is composited as one picture even when nothing else asks for it. `reach` is where
    /// `body` can draw, in the context's coordinates (nil: anywhere): filters then work on
    /// that part of the canvas only, grown by as far as they spread. With `setsOwnState`, `body`
    /// sets every cairo setting it uses and neither clips nor saves, so it needs no saved state.
    func composite(
        in context: GraphicsContext, foldsOpacity: Bool, isLayer: Bool = false, reach: CGRect? = nil,
        setsOwnState: Bool = false, _ body: (OpaquePointer, Double) throws -> Void
    ) rethrows {
        guard canDraw(with: context.transform) else { return }
        let opacity = context.opacity.isNaN ? 1 : min(1, max(0, context.opacity))
        guard opacity > 0 else { return }
        let blend = context.blendMode.cairoOperator
        let direct = !isLayer && (opacity >= 1 || foldsOpacity) && context.filters.isEmpty
        if direct, setsOwnState, context.clips.isEmpty {
            // The common case (a plain fill or stroke) saves no cairo state: every setting it
            // uses (operator, matrix, source, fill rule, antialiasing, line style) is set here
            // or by the drawing itself, and every other drawing starts from cairo's defaults.
            cairo_set_operator(cairo, blend)
            setMatrix(cairo, to: context.transform)
            try body(cairo, opacity)
            return
        }
        onMainActor { CanvasWork.statesSaved += 1 }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        resetState()
        let mask = applyClips(context.clips)
        if context.filters.isEmpty, mask == nil {
            if direct {
                cairo_set_operator(cairo, blend)
                setMatrix(cairo, to: context.transform)
                try body(cairo, opacity)
            } else {
                cairo_push_group(cairo)
                var drawn = false
                defer {
                    // A group is always popped, also when `body` throws.
                    cairo_pop_group_to_source(cairo)
                    if drawn {
                        cairo_set_matrix(cairo, &base)
                        cairo_set_operator(cairo, blend)
                        cairo_paint_with_alpha(cairo, opacity)
                    }
                }
                setMatrix(cairo, to: context.transform)
                try body(cairo, 1)
                drawn = true
            }
            return
        }
        // Filters work on pixels, and a mask needs the drawing as a source of its own.
        var x0 = 0.0
        var y0 = 0.0
        var x1 = 0.0
        var y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        var area = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            .intersection(CGRect(origin: .zero, size: size))
        if let drawn = Self.filteredReach(reach, transform: context.transform, filters: context.filters) {
            area = area.intersection(drawn)
        }
        area = area.integral
        guard !area.isNull, area.width > 0, area.height > 0,
            let layer = try drawLayerImage(covering: area, transform: context.transform, { try body($0, 1) })
        else { return }
        onMainActor { CanvasWork.filteredPixels += Int(area.width * area.height) }
        CanvasFilter.apply(
            context.filters, to: layer.pointer, origin: area.origin, scale: Double(scale), target: self)
        cairo_set_matrix(cairo, &base)
        cairo_set_operator(cairo, blend)
        if let mask {
            cairo_push_group(cairo)
            cairo_set_source_surface(cairo, layer.pointer, area.minX, area.minY)
            cairo_paint_with_alpha(cairo, opacity)
            cairo_pop_group_to_source(cairo)
            cairo_mask_surface(cairo, mask.pointer, 0, 0)
        } else {
            cairo_set_source_surface(cairo, layer.pointer, area.minX, area.minY)
            cairo_paint_with_alpha(cairo, opacity)
        }
    }

    /// Where a drawing that reaches `reach` (in `transform`'s coordinates) can show once
    /// `filters` have spread it, in the canvas's coordinates; nil when that is unknown or a filter
    /// can draw anywhere (a projection, a colour matrix that adds opacity).
    static func filteredReach(_ reach: CGRect?, transform: CGAffineTransform, filters: [CanvasFilter]) -> CGRect? {
        guard let reach, !reach.isNull,
            [reach.minX, reach.minY, reach.width, reach.height].allSatisfy(\.isFinite)
        else { return nil }
        var spread = 1.0  // a pixel for antialiasing
        for filter in filters {
            guard let more = filter.spread else { return nil }
            spread += more
        }
        return reach.applying(transform).insetBy(dx: -spread, dy: -spread)
    }

    /// Puts back cairo's defaults for the settings the direct drawing path leaves behind.
    private func resetState() {
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_new_path(cairo)
    }

    /// Clips cairo to each path clip, in the transform it was added under, and returns the
    /// latest mask (which holds the ones before it).
    private func applyClips(_ clips: [CanvasClip]) -> CanvasSurface? {
        var mask: CanvasSurface?
        for clip in clips {
            switch clip.kind {
            case .mask(let surface):
                mask = surface
            case .path(let path, let style, let inverse):
                cairo_set_matrix(cairo, &base)
                if inverse {
                    // What lies outside: the canvas, with the path cut out by the even-odd rule.
                    cairo_rectangle(cairo, -1, -1, size.width + 2, size.height + 2)
                }
                if clip.transform.isInvertible {
                    var matrix = clip.transform.cairoMatrix
                    cairo_transform(cairo, &matrix)
                    addPath(path, transform: clip.transform, to: cairo)
                    cairo_set_matrix(cairo, &base)
                }
                let rule = inverse || style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
                cairo_set_fill_rule(cairo, rule)
                cairo_clip(cairo)
            }
        }
        return mask
    }

    /// A transparent image covering `area` of the canvas, at the screen's scale, with `body`
    /// drawn into it in `transform`; nil when cairo cannot make one that large. While `body`
    /// runs, the image is where contexts draw.
    func drawLayerImage(
        covering area: CGRect, transform: CGAffineTransform, _ body: (OpaquePointer) throws -> Void
    ) rethrows -> CanvasSurface? {
        let width = Int32(clamping: Int(area.width) * Int(scale))
        let height = Int32(clamping: Int(area.height) * Int(scale))
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            warnOnce(
                "layer-size",
                "GtkUI: a Canvas layer of \(area.size) pixels is too large for cairo; it is left out")
            return nil
        }
        let image = CanvasSurface(owning: surface)
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let layer = cairo_create(surface)!
        cairo_translate(layer, -area.minX, -area.minY)
        let (outerCairo, outerBase) = (cairo, base)
        cairo_get_matrix(layer, &base)
        cairo = layer
        defer {
            cairo = outerCairo
            base = outerBase
            cairo_destroy(layer)
            cairo_surface_flush(surface)
        }
        var matrix = transform.cairoMatrix
        cairo_transform(layer, &matrix)
        try body(layer)
        return image
    }

    /// The picture for `image`, loaded once per canvas.
    func picture(for image: Image) -> CanvasPicture? {
        onMainActor { coordinator.picture(for: image, in: environment, scale: scale) }
    }

    /// `color` resolved against the canvas's theme.
    func rgba(of color: Color) -> GdkRGBA {
        onMainActor { color.resolved(for: widget) }
    }
}

extension CGAffineTransform {
    /// The same transform as cairo writes it.
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }
}

extension GraphicsContext.GradientOptions {
    /// How cairo continues a gradient past its ends with these options, or nil for its default.
    var cairoExtend: cairo_extend_t? {
        if contains(.mirror) { return CAIRO_EXTEND_REFLECT }
        if contains(.repeat) { return CAIRO_EXTEND_REPEAT }
        return nil
    }
}

extension Path {
    /// Whether every segment is a horizontal or vertical line, so no corner is sharper than a
    /// right angle.
    var isRectilinear: Bool {
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                start = point
            case .line(let point):
                guard point.x == current.x || point.y == current.y else { return false }
                current = point
            case .closeSubpath:
                guard start.x == current.x || start.y == current.y else { return false }
                current = start
            case .quadCurve, .curve: return false
            }
        }
        return true
    }

    /// This path with each point moved in to ±`limit` on both axes.
    func clampedPoints(to limit: Double) -> Path {
        func clamp(_ point: CGPoint) -> CGPoint {
            CGPoint(x: min(limit, max(-limit, point.x)), y: min(limit, max(-limit, point.y)))
        }
        var result = Path()
        for element in elements {
            switch element {
            case .move(let point): result.move(to: clamp(point))
            case .line(let point): result.addLine(to: clamp(point))
            case .quadCurve(let point, let control): result.addQuadCurve(to: clamp(point), control: clamp(control))
            case .curve(let point, let c1, let c2):
                result.addCurve(to: clamp(point), control1: clamp(c1), control2: clamp(c2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }
}

/// Runs `body` on the main actor, where a canvas always draws (GTK's draw signal), and hands
/// back its result, which need not be `Sendable` since it never leaves the main thread.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    MainActor.assumeIsolated { MainThreadValue(value: body()) }.value
}

/// A value made and used on the main thread only.
private struct MainThreadValue<T>: @unchecked Sendable {
    let value: T
}
