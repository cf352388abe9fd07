import Foundation

extension Color {
    /// The space a colour's components are given in, for ``init(_:red:green:blue:opacity:)`` and
    /// ``init(_:white:opacity:)``.
    ///
    /// Where GTK differs: GTK draws in sRGB, so Display P3 components are taken as sRGB ones (the
    /// same numbers, a little less saturated than on a wide-gamut Mac screen).
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB-encoded (gamma-corrected) components, as ``init(red:green:blue:opacity:)`` takes.
        case sRGB
        /// Linear-light sRGB components, converted to sRGB encoding.
        case sRGBLinear
        /// Display P3 components, shown as sRGB ones.
        case displayP3

        /// `component` in sRGB encoding.
        func encoded(_ component: Double) -> Double {
            guard self == .sRGBLinear, component.isFinite else { return component }
            let value = min(max(component, 0), 1)
            return value <= 0.003_130_8 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
        }
    }

    /// A colour from components in `colorSpace`, in 0…1; values outside are clamped, with one
    /// warning.
    nonisolated public init(
        _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        self.init(
            red: colorSpace.encoded(red), green: colorSpace.encoded(green), blue: colorSpace.encoded(blue),
            opacity: opacity)
    }

    /// A grey from black (0) to white (1) in `colorSpace`.
    nonisolated public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: colorSpace.encoded(white), opacity: opacity)
    }
}
