#if !canImport(CoreGraphics)
    /// How a stroke ends, as CoreGraphics' `CGLineCap`, which swift-corelibs-foundation lacks.
    public enum CGLineCap: Int32, Sendable {
        /// Flat, at the end point.
        case butt
        /// A half circle around the end point.
        case round
        /// Flat, half the line width beyond the end point.
        case square
    }
#endif
