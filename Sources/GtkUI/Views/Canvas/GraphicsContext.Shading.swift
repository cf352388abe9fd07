import CGtkShim
import Foundation

extension GraphicsContext {
    /// What a context fills and strokes with, as SwiftUI's `GraphicsContext.Shading`: a colour,
    /// any ``ShapeStyle``, a gradient placed in the context's coordinates, or a tiled image.
    ///
    /// A style (``style(_:)``, ``color(_:)``, ``foreground``) is laid out in the bounding
    /// rectangle of what it fills, as a shape's fill is; the gradients here take points in the
    /// context's coordinates. Where GtkUI differs: ``backdrop`` draws nothing (cairo cannot read
    /// back what is behind), and a ``palette(_:)`` paints with its first shading.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case style(AnyShapeStyle)
            case paint(Paint)
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle)
            case tiledImage(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
            case backdrop
            case palette([Shading])
        }

        let kind: Kind

        /// What is behind: draws nothing here, since cairo cannot read it back.
        public static var backdrop: Shading { Shading(kind: .backdrop) }

        /// The environment's foreground style.
        public static var foreground: Shading { style(ForegroundStyle()) }

        /// Several shadings for multi-layer drawing; GtkUI paints with the first.
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .paint(.color(color))) }

        /// A colour from its sRGB components, each 0…1.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A grey from its level, 0 (black) to 1 (white).
        public static func color(white: Double, opacity: Double = 1) -> Shading {
            color(Color(white: white, opacity: opacity))
        }

        /// Any ``ShapeStyle``, laid out in the bounding rectangle of what it fills.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options: options))
        }

        /// A radial gradient around `center`, from `startRadius` to `endRadius` pixels.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(
                kind: .radial(
                    gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }

        /// A conic gradient turning once around `center` from `angle`, clockwise on screen. The
        /// options are accepted and not used: a conic gradient always spans one turn.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }

        /// `image` repeated from `origin`, each tile `scale` times the picture's size. As with
        /// ``ImagePaint``, the whole picture is tiled whatever `sourceRect` says.
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
            scale: CGFloat = 1
        ) -> Shading {
            Shading(kind: .tiledImage(image, origin: origin, sourceRect: sourceRect, scale: scale))
        }

        /// This shading with its style resolved in `environment`.
        func resolved(in environment: EnvironmentValues) -> Shading {
            switch kind {
            case .style(let style): Shading(kind: .paint(style.paint(in: environment)))
            case .palette(let shadings): Shading(kind: .palette(shadings.map { $0.resolved(in: environment) }))
            default: self
            }
        }
    }
}
