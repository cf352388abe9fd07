import Foundation

extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius`: `.clipShape(.rect(cornerRadius: 8))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with each corner rounded by its own radius.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with corners of `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends curve in `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape (a rectangle here).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
