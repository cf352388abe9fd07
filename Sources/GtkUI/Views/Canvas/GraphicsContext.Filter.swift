import CGtkShim
import Foundation

extension GraphicsContext {
    /// A filter for ``GraphicsContext/addFilter(_:options:)``, applied to the pixels of each
    /// drawing made after it is added, as SwiftUI's `GraphicsContext.Filter`.
    ///
    /// The colour filters use the matrices of the view modifiers of the same names (SVG's
    /// definitions, in sRGB); blurs are three box blurs each way, close to a Gaussian whose
    /// standard deviation is half the radius; a perspective `projectionTransform` maps each pixel
    /// back into the drawing. Where GtkUI differs: `BlurOptions` are accepted and not used.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case colorMatrix([Double])
            case colorMultiply(Color)
            case blur(radius: Double)
            case shadow(
                color: Color, radius: Double, x: Double, y: Double, blendMode: BlendMode, options: ShadowOptions)
            case alphaThreshold(min: Double, max: Double, color: Color)
            case projection(ProjectionTransform)
        }

        let kind: Kind

        /// A shadow below the drawing (or above it, or alone, by `options`): its shape in `color`,
        /// blurred by `radius` and moved by `x` and `y`.
        public static func shadow(
            color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: options))
        }

        /// Each colour mapped by `matrix`, on unpremultiplied channels. Entries that are not
        /// finite are taken as 0, with one warning per canvas.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
            Filter(kind: .colorMatrix(matrix.entries))
        }

        /// Each channel multiplied by `color`'s.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }

        /// The hues turned by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(kind: .colorMatrix(ColorMatrix.hueRotation(angle.radians)))
        }

        /// Colours `amount` times as saturated: 0 is grey, 1 unchanged.
        public static func saturation(_ amount: Double) -> Filter {
            Filter(kind: .colorMatrix(ColorMatrix.saturation(amount)))
        }

        /// `amount` added to each colour channel: 0 unchanged, 1 white.
        public static func brightness(_ amount: Double) -> Filter {
            Filter(kind: .colorMatrix(ColorMatrix.brightness(amount)))
        }

        /// Contrast around middle grey: 0 is grey, 1 unchanged.
        public static func contrast(_ amount: Double) -> Filter {
            Filter(kind: .colorMatrix(ColorMatrix.contrast(amount)))
        }

        /// Colours inverted by `amount`: 0 unchanged, 1 fully inverted.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let amount = amount.isNaN ? 0 : min(1, max(0, amount))
            let matrix = zip(ColorMatrix.identity, ColorMatrix.invert).map { $0 + ($1 - $0) * amount }
            return Filter(kind: .colorMatrix(matrix))
        }

        /// Colours `amount` of the way to grey: 0 unchanged, 1 grey.
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(kind: .colorMatrix(ColorMatrix.saturation(1 - amount)))
        }

        /// Brightness turned into opacity: black is transparent, white opaque.
        public static var luminanceToAlpha: Filter { Filter(kind: .colorMatrix(ColorMatrix.luminanceToAlpha)) }

        /// A blur of `radius` pixels.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius))
        }

        /// Pixels whose opacity lies in `min`…`max` drawn in `color`, the others left out.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(min: min, max: max, color: color))
        }

        /// The drawing mapped by `matrix`, in the canvas's coordinates: moved, turned, scaled, or
        /// seen in perspective. A matrix that cannot be undone leaves the drawing out.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(kind: .projection(matrix))
        }
    }

    /// Options for ``GraphicsContext/addFilter(_:options:)``.
    public struct FilterOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Options from their bits.
        nonisolated public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Filters in linear light. Accepted, not used: GtkUI filters in sRGB.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }
}
