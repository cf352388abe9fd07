extension GraphicsContext {
    /// How a gradient shading continues past its ends.
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Options from their bits.
        nonisolated public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Repeats the gradient past its ends.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// Repeats the gradient past its ends, every other time backwards.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// Interpolates in linear light. Accepted, not used: GtkUI interpolates in sRGB.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }
}
