import Foundation

extension Color {
    /// A colour from hue, saturation and brightness in 0…1, as SwiftUI's: hue 0 is red, 1/3
    /// green, 2/3 blue. Values outside 0…1 are clamped, with one warning.
    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = Self.clamped(hue, "hue")
        let saturation = Self.clamped(saturation, "saturation")
        let brightness = Self.clamped(brightness, "brightness")
        // The hue picks one of six sectors of the colour wheel; the components ramp within it.
        let sector = (hue * 6).truncatingRemainder(dividingBy: 6)
        let index = Int(sector)
        let within = sector - Double(index)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * within)
        let rising = brightness * (1 - saturation * (1 - within))
        let (red, green, blue): (Double, Double, Double)
        switch index {
        case 0: (red, green, blue) = (brightness, rising, low)
        case 1: (red, green, blue) = (falling, brightness, low)
        case 2: (red, green, blue) = (low, brightness, rising)
        case 3: (red, green, blue) = (low, falling, brightness)
        case 4: (red, green, blue) = (rising, low, brightness)
        default: (red, green, blue) = (brightness, low, falling)
        }
        self.init(storage: .rgba(red: red, green: green, blue: blue, opacity: Self.clamped(opacity, "opacity")))
    }

    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs` (clamped to 0…1,
    /// with one warning). `.perceptual` mixes in linear light, `.device` in sRGB values.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(
            storage: .mix(
                self, rhs, fraction: Self.clamped(fraction, "mix fraction"), perceptual: colorSpace == .perceptual))
    }

    /// `a` and `b` mixed `fraction` of the way; in linear light when `perceptual`.
    static func mixed(_ a: RGBA, _ b: RGBA, fraction: Double, perceptual: Bool) -> RGBA {
        func blend(_ x: Double, _ y: Double) -> Double {
            guard perceptual else { return x + (y - x) * fraction }
            let mixed = linear(x) + (linear(y) - linear(x)) * fraction
            return encoded(mixed)
        }
        return RGBA(
            red: blend(a.red, b.red), green: blend(a.green, b.green), blue: blend(a.blue, b.blue),
            opacity: a.opacity + (b.opacity - a.opacity) * fraction)
    }

    /// An sRGB component in linear light.
    private static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// A linear-light component sRGB-encoded.
    private static func encoded(_ value: Double) -> Double {
        value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}

extension Gradient {
    /// How colours are blended, as SwiftUI's `Gradient.ColorSpace`.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool

        /// Blending the sRGB values directly.
        public static let device = ColorSpace(isPerceptual: false)
        /// Blending in linear light, which looks more even.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}
