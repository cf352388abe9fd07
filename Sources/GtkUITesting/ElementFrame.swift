/// Where an element is in its window, in pixels, as ATK reports it.
public struct ElementFrame: Equatable, Sendable, CustomStringConvertible {
    /// The left edge, from the window's left edge.
    public var x: Int
    /// The top edge, from the window's top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// A frame at (`x`, `y`) of `width` × `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `(x, y, width × height)`.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
