extension GraphicsContext {
    /// An ``Image`` loaded for a context, from `resolve(_:)`: it knows its size and can be drawn
    /// again without being loaded again.
    public struct ResolvedImage {
        let picture: CanvasPicture?
        /// The image's size in pixels.
        public var size: CGSize
        /// How far the image's baseline is below its top: its height.
        public let baseline: CGFloat
        /// What a template image (a symbolic icon) is filled with; the foreground style when nil.
        /// Images in their own colours ignore it.
        public var shading: Shading?
    }
}
