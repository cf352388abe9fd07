import CGtkShim

extension GraphicsContext {
    /// One of a canvas's symbol views, laid out offscreen, from
    /// ``GraphicsContext/resolveSymbol(id:)``.
    public struct ResolvedSymbol {
        /// The symbol's widget, kept alive by the canvas while it is mounted.
        let widget: UnsafeMutablePointer<GtkWidget>
        /// The symbol's size in pixels: the size its view asks for.
        public let size: CGSize
    }
}
