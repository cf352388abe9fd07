import Foundation

extension ProjectionTransform {
    /// The projection that maps points as the affine `transform` does, as SwiftUI's: what a
    /// ``GeometryEffect`` returns for a move, a scale or a turn.
    nonisolated public init(_ transform: CGAffineTransform) {
        self.init()
        (m11, m12, m21, m22) = (transform.a, transform.b, transform.c, transform.d)
        (m31, m32) = (transform.tx, transform.ty)
    }
}
