import CGtkShim
import Foundation

extension GraphicsContext {
    /// A pixel filter for `addFilter(_:options:)`.
    struct Filter {
        enum Kind {
            case none
        }
        let kind: Kind

        func apply(to image: OpaquePointer, scale: Double, target: CanvasTarget) {}
    }
}
