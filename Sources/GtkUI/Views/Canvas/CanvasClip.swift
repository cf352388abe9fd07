import CGtkShim
import Foundation

/// One clip of a ``GraphicsContext``: a path in the transform it was added under, or a mask
/// drawn by `clipToLayer`.
struct CanvasClip {
    enum Kind {
        case path(Path, style: FillStyle, inverse: Bool)
        case mask(CanvasSurface)
    }

    let kind: Kind
    /// The context's transform when the clip was added.
    let transform: CGAffineTransform

    init(kind: Kind, transform: CGAffineTransform) {
        self.kind = kind
        self.transform = transform
    }

    /// The clip's bounding rectangle in the canvas's coordinates, or nil when it bounds nothing
    /// on its own (an inverse clip, a mask).
    var bounds: CGRect? {
        guard case .path(let path, _, let inverse) = kind, !inverse else { return nil }
        guard transform.isInvertible else { return .zero }
        return path.boundingRect.applying(transform)
    }
}
