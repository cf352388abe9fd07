import CGtkShim
import Foundation

/// A filter added to a ``GraphicsContext``, with its options: applied to the pixels of each
/// drawing made after it.
struct CanvasFilter {
    let filter: GraphicsContext.Filter

    /// Applies `filters`, in the order they were added, to `image` (premultiplied ARGB, `scale`
    /// device pixels per canvas pixel).
    static func apply(_ filters: [CanvasFilter], to image: OpaquePointer, scale: Double, target: CanvasTarget) {
        for entry in filters { entry.filter.apply(to: image, scale: scale, target: target) }
    }
}
