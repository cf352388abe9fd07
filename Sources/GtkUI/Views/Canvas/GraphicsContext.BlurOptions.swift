extension GraphicsContext {
    /// How a ``GraphicsContext/Filter/blur(radius:options:)`` treats edges. Accepted, not used.
    public struct BlurOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Options from their bits.
        nonisolated public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The result is opaque.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        /// The result is dithered.
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }
}
