import Foundation

/// A view you draw in with a ``GraphicsContext``, as SwiftUI's `Canvas`:
///
/// ```swift
/// Canvas { context, size in
///     let disc = Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 8))
///     context.fill(disc, with: .color(.orange))
///     context.draw(Text("Hello"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
///
/// The renderer runs on GTK's draw signal and paints with cairo. The canvas draws again when its
/// inputs change: when the view that holds it is evaluated again with different inputs (a
/// renderer closure that captures other values counts as changed), and on each frame of a
/// `TimelineView(.animation)` around it. Nothing runs while the canvas is hidden or gone.
///
/// Views given as `symbols` and tagged with ``View/tag(_:)`` are laid out offscreen and drawn
/// with `resolveSymbol(id:)`. Like SwiftUI's colours and shapes, a canvas is
/// flexible both ways. A canvas of zero width or height does not call its renderer.
///
/// Where GtkUI differs: `opaque`, `colorMode` and `rendersAsynchronously` are accepted and
/// ignored. Drawing is in 8-bit sRGB on the main thread, and the pixels behind an opaque canvas
/// show through where it draws nothing.
public struct Canvas<Symbols: View> {
    /// The views the renderer can draw as symbols, each tagged with its id.
    public var symbols: Symbols
    /// Draws the canvas's content into a context the size of the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is declared fully opaque. Accepted, not used.
    public var isOpaque: Bool
    /// The colour space the canvas draws in. Accepted, not used: GtkUI draws in sRGB.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may draw off the main thread. Accepted, not used: GTK draws on the
    /// main thread.
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer`, which can draw the views `symbols` builds, each tagged with
    /// an id, through `resolveSymbol(id:)`.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension Canvas: View {
    /// The canvas, drawn in a windowless drawing area.
    public var body: some View {
        CanvasWidget(content: symbols, renderer: renderer)
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`, which is given a context and the canvas's size.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
            symbols: { EmptyView() })
    }
}
