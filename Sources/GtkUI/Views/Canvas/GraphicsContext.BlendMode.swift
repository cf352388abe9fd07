import CGtkShim

extension GraphicsContext {
    /// How what a context draws combines with what is already drawn, as SwiftUI's
    /// `GraphicsContext.BlendMode`. Each is cairo's operator of the same name; `plusDarker` has
    /// none and draws as `multiply`.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The mode's number.
        public let rawValue: Int32

        /// A mode from its number; an unknown number draws as ``normal``.
        nonisolated public init(rawValue: Int32) {
            self.rawValue = rawValue
        }

        /// Drawn over what is there.
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// The colours multiplied: always darker.
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// The inverses multiplied: always lighter.
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// Multiply or screen, by the colour behind.
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// The darker of the two.
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        /// The lighter of the two.
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        /// What is behind brightened to reflect the drawing.
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        /// What is behind darkened to reflect the drawing.
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        /// Darkens or lightens softly, by the drawing's colour.
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        /// Multiply or screen, by the drawing's colour.
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        /// The difference of the two.
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        /// As ``difference``, with lower contrast.
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        /// The drawing's hue with the saturation and luminosity behind.
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        /// The drawing's saturation with the hue and luminosity behind.
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        /// The drawing's hue and saturation with the luminosity behind.
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        /// The drawing's luminosity with the hue and saturation behind.
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// Erases everything the clip reaches.
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// Replaces what is there, also with transparency.
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// Drawn only where something is there; the rest is erased.
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// Drawn only where nothing is there; the rest is erased.
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        /// Drawn only where something is there.
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        /// Drawn behind what is there.
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// Keeps what is there only where the drawing is.
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        /// Erases what is there where the drawing is.
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// Keeps what is there where the drawing is, and the drawing elsewhere.
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// The drawing and what is there, each only where the other is not.
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        /// The sum of the colours minus one; drawn as ``multiply`` (cairo has no such operator).
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        /// The sum of the colours.
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// The cairo operator that draws this mode.
        var cairoOperator: cairo_operator_t {
            switch rawValue {
            case 1, 26: CAIRO_OPERATOR_MULTIPLY
            case 2: CAIRO_OPERATOR_SCREEN
            case 3: CAIRO_OPERATOR_OVERLAY
            case 4: CAIRO_OPERATOR_DARKEN
            case 5: CAIRO_OPERATOR_LIGHTEN
            case 6: CAIRO_OPERATOR_COLOR_DODGE
            case 7: CAIRO_OPERATOR_COLOR_BURN
            case 8: CAIRO_OPERATOR_SOFT_LIGHT
            case 9: CAIRO_OPERATOR_HARD_LIGHT
            case 10: CAIRO_OPERATOR_DIFFERENCE
            case 11: CAIRO_OPERATOR_EXCLUSION
            case 12: CAIRO_OPERATOR_HSL_HUE
            case 13: CAIRO_OPERATOR_HSL_SATURATION
            case 14: CAIRO_OPERATOR_HSL_COLOR
            case 15: CAIRO_OPERATOR_HSL_LUMINOSITY
            case 16: CAIRO_OPERATOR_CLEAR
            case 17: CAIRO_OPERATOR_SOURCE
            case 18: CAIRO_OPERATOR_IN
            case 19: CAIRO_OPERATOR_OUT
            case 20: CAIRO_OPERATOR_ATOP
            case 21: CAIRO_OPERATOR_DEST_OVER
            case 22: CAIRO_OPERATOR_DEST_IN
            case 23: CAIRO_OPERATOR_DEST_OUT
            case 24: CAIRO_OPERATOR_DEST_ATOP
            case 25: CAIRO_OPERATOR_XOR
            case 27: CAIRO_OPERATOR_ADD
            default: CAIRO_OPERATOR_OVER
            }
        }
    }
}
