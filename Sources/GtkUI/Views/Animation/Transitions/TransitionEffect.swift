import Foundation

/// What one side of a transition does to the view: the numbers that the view's drawing moves
/// from (insertion) or to (removal), all at rest (1, 1, 0…) for the view as it is.
struct TransitionEffect: Hashable, Sendable {
    var opacity = 1.0
    var scale = 1.0
    var anchor = UnitPoint.center
    var offsetX = 0.0
    var offsetY = 0.0
    /// A move by fractions of the view's own width and height (`.move(edge:)`).
    var sizeFractionX = 0.0
    var sizeFractionY = 0.0

    init(
        opacity: Double = 1, scale: Double = 1, anchor: UnitPoint = .center, offsetX: Double = 0, offsetY: Double = 0
    ) {
        self.opacity = opacity
        self.scale = scale
        self.anchor = anchor
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    init(opacity: Double = 1, edge: Edge) {
        self.opacity = opacity
        if edge.contains(.leading) { sizeFractionX -= 1 }
        if edge.contains(.trailing) { sizeFractionX += 1 }
        if edge.contains(.top) { sizeFractionY -= 1 }
        if edge.contains(.bottom) { sizeFractionY += 1 }
    }

    /// Whether it leaves the view as it is.
    var isIdentity: Bool { self == TransitionEffect() }

    func combined(with other: TransitionEffect) -> TransitionEffect {
        var result = self
        result.opacity *= other.opacity
        result.scale *= other.scale
        if anchor == .center { result.anchor = other.anchor }
        result.offsetX += other.offsetX
        result.offsetY += other.offsetY
        result.sizeFractionX += other.sizeFractionX
        result.sizeFractionY += other.sizeFractionY
        return result
    }

    /// The numbers an animation moves: opacity, scale, offset and size fractions.
    var vector: AnimatableVector {
        AnimatableVector([opacity, scale, offsetX, offsetY, sizeFractionX, sizeFractionY])
    }

    /// The view as it is.
    static let restVector = TransitionEffect().vector
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        var result: Edge = []
        if contains(.leading) { result.insert(.trailing) }
        if contains(.trailing) { result.insert(.leading) }
        if contains(.top) { result.insert(.bottom) }
        if contains(.bottom) { result.insert(.top) }
        return result
    }
}
