extension GraphicsContext {
    /// How a ``GraphicsContext/Filter/shadow(color:radius:x:y:blendMode:options:)`` is drawn.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Options from their bits.
        nonisolated public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The shadow over the drawing instead of below it.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// Only the shadow, without the drawing.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// A shadow cast inwards, from the drawing's outside, drawn on the drawing.
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// Each part of the drawing shadowed on its own. Accepted, not used.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }
}
