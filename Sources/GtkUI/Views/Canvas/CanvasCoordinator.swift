import CGtkShim
import Foundation

/// What a canvas's draw handler draws with: the latest renderer and environment, the symbols,
/// and the warnings already given, so a bad input repeated on every frame warns once.
final class CanvasCoordinator {
    var renderer: ((inout GraphicsContext, CGSize) -> Void)?
    var environment = EnvironmentValues()
    let symbols = CanvasSymbols()
    /// The kinds of bad input this canvas has warned about.
    private var warned: Set<String> = []
    /// The pictures the renderer drew, so each loads (and warns) once.
    private var pictures: [PictureKey: CanvasPicture?] = [:]

    private struct PictureKey: Hashable {
        let image: Image.Source
        let iconSize: Int32
        let symbolic: Bool?
        let scale: Int32
        let smoothing: String
    }

    nonisolated init() {}

    /// Logs `message` once for this canvas under `kind`.
    @MainActor
    func warnOnce(_ kind: String, _ message: @autoclosure () -> String) {
        guard warned.insert(kind).inserted else { return }
        Diagnostics.warn(message())
    }

    /// The picture for `image` in `environment`, loaded the first time it is asked for.
    @MainActor
    func picture(for image: Image, in environment: EnvironmentValues, scale: Int32) -> CanvasPicture? {
        let key = PictureKey(
            image: image.source, iconSize: image.iconPixelSize(in: environment),
            symbolic: image.wantsSymbolic(in: environment), scale: scale,
            smoothing: "\(image.interpolation) \(image.isAntialiased)")
        if let picture = pictures[key] { return picture }
        // Pictures a renderer stops using are let go in batches.
        if pictures.count >= 64 { pictures.removeAll() }
        let picture = CanvasPicture.load(image, in: environment, scale: scale)
        pictures[key] = picture
        return picture
    }

    /// Runs the renderer into `cairo`, in a context the size of `widget`'s allocation. A canvas
    /// with no area calls no renderer.
    @MainActor
    func draw(in widget: UnsafeMutablePointer<GtkWidget>, cairo: OpaquePointer) {
        let size = CGSize(
            width: Double(gtk_widget_get_allocated_width(widget)),
            height: Double(gtk_widget_get_allocated_height(widget)))
        guard let renderer, size.width > 0, size.height > 0 else { return }
        let target = CanvasTarget(cairo: cairo, widget: widget, size: size, coordinator: self)
        var context = GraphicsContext(target: target)
        cairo_save(cairo)
        renderer(&context, size)
        cairo_restore(cairo)
        target.finish()
    }
}
