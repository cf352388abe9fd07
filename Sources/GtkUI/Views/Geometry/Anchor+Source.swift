import Foundation

extension Anchor {
    /// Which value of a view an anchor stands for: `.bounds`, `.rect(_:)`, a point such as
    /// `.topLeading` or `.center`, or a list or optional of these.
    public struct Source: Sendable {
        /// The value, from the view's bounds in the window's content area.
        let resolve: @Sendable (CGRect) -> Value
        /// The value moved into a space with its origin at the given point.
        let relocate: @Sendable (Value, CGPoint) -> Value

        /// The anchor for a view whose bounds in the window's content area are `bounds`.
        func anchor(bounds: CGRect) -> Anchor<Value> {
            Anchor(globalValue: resolve(bounds), relocate: relocate)
        }

        /// The anchors of each of `sources`, as one array.
        public init<T>(_ sources: [Anchor<T>.Source]) where Value == [T] {
            resolve = { bounds in sources.map { $0.resolve(bounds) } }
            relocate = { values, origin in
                zip(sources, values).map { source, value in source.relocate(value, origin) }
            }
        }

        /// The anchor of `source`, or nil.
        public init<T>(_ source: Anchor<T>.Source?) where Value == T? {
            resolve = { bounds in source?.resolve(bounds) }
            relocate = { value, origin in
                guard let source, let value else { return nil }
                return source.relocate(value, origin)
            }
        }

        init(resolve: @escaping @Sendable (CGRect) -> Value, relocate: @escaping @Sendable (Value, CGPoint) -> Value) {
            self.resolve = resolve
            self.relocate = relocate
        }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(resolve: { $0 }, relocate: { relocateRect($0, to: $1) })
    }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(
            resolve: { bounds in rect.offsetBy(dx: bounds.minX, dy: bounds.minY) },
            relocate: { relocateRect($0, to: $1) })
    }

    private static func relocateRect(_ rect: CGRect, to origin: CGPoint) -> CGRect {
        rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(
            resolve: { bounds in CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y) },
            relocate: { value, origin in CGPoint(x: value.x - origin.x, y: value.y - origin.y) })
    }

    /// A point given as fractions of the view's size.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(
            resolve: { bounds in
                CGPoint(x: bounds.minX + point.x * bounds.width, y: bounds.minY + point.y * bounds.height)
            },
            relocate: { value, origin in CGPoint(x: value.x - origin.x, y: value.y - origin.y) })
    }

    /// The top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
