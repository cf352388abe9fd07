extension GraphicsContext {
    /// How ``GraphicsContext/clip(to:style:options:)`` and
    /// `clipToLayer(opacity:options:content:)` clip.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Options from their bits.
        nonisolated public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Keeps what lies outside the shape instead of inside.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }
}
