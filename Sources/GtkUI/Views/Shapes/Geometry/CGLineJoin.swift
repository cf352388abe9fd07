#if !canImport(CoreGraphics)
    /// How a stroke turns a corner, as CoreGraphics' `CGLineJoin`, which swift-corelibs-foundation
    /// lacks.
    public enum CGLineJoin: Int32, Sendable {
        /// A sharp point, cut flat when longer than the miter limit allows.
        case miter
        /// A rounded corner.
        case round
        /// A corner cut flat.
        case bevel
    }
#endif
