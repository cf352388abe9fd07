import Foundation

#if !canImport(CoreGraphics)
    /// A 2D affine transform, as CoreGraphics' `CGAffineTransform`, which swift-corelibs-foundation
    /// does not have: a point (x, y) becomes (a·x + c·y + tx, b·x + d·y + ty).
    ///
    /// ```swift
    /// let turn = CGAffineTransform(rotationAngle: .pi / 4).translatedBy(x: 10, y: 0)
    /// let moved = path.applying(turn)
    /// ```
    /// Composition follows CoreGraphics: `t.translatedBy(x:y:)` translates first, then applies `t`;
    /// `t1.concatenating(t2)` applies `t1`, then `t2`.
    public struct CGAffineTransform: Hashable, Sendable, Codable {
        /// The x scale (with `b` and `c`, the rotation).
        public var a: CGFloat
        /// How much x adds to y.
        public var b: CGFloat
        /// How much y adds to x.
        public var c: CGFloat
        /// The y scale.
        public var d: CGFloat
        /// The x translation.
        public var tx: CGFloat
        /// The y translation.
        public var ty: CGFloat

        /// The identity transform.
        nonisolated public init() {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }

        /// A transform of the six matrix entries.
        nonisolated public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// A translation by `tx` and `ty`.
        nonisolated public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A scale by `sx` and `sy` about the origin.
        nonisolated public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A rotation by `angle` radians about the origin, clockwise on screen (y grows down).
        nonisolated public init(rotationAngle angle: CGFloat) {
            let cosine = cos(angle)
            let sine = sin(angle)
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// Whether this is the identity transform.
        public var isIdentity: Bool { self == .identity }

        /// This transform after `transform`: applies this one, then `transform`.
        public func concatenating(_ transform: CGAffineTransform) -> CGAffineTransform {
            let t = transform
            return CGAffineTransform(
                a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
        }

        /// A translation by `tx` and `ty`, then this transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A scale by `sx` and `sy`, then this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A rotation by `angle` radians, then this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The transform that undoes this one; this transform unchanged when it cannot be undone
        /// (a scale of 0 flattens the plane), as CoreGraphics does.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            let ia = d / determinant
            let ib = -b / determinant
            let ic = -c / determinant
            let id = a / determinant
            return CGAffineTransform(
                a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
        }

        /// Whether ``inverted()`` undoes this transform: its determinant is finite and not 0.
        var isInvertible: Bool {
            let determinant = a * d - b * c
            return determinant != 0 && determinant.isFinite
        }
    }

    extension CGPoint {
        /// This point moved by `transform`.
        public func applying(_ transform: CGAffineTransform) -> CGPoint {
            CGPoint(
                x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty
            )
        }
    }

    extension CGSize {
        /// This size as a vector moved by `transform`, without its translation.
        public func applying(_ transform: CGAffineTransform) -> CGSize {
            CGSize(
                width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle holding this rectangle's four corners after `transform`.
        public func applying(_ transform: CGAffineTransform) -> CGRect {
            if isNull { return self }
            let rect = standardized
            let corners = [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
            ].map { $0.applying(transform) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let minX = xs.min() ?? 0
            let minY = ys.min() ?? 0
            return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
        }
    }
#endif
