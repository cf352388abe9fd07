/// Keeps its content at its natural (ideal) size along the chosen axes: it neither grows into
/// free space nor shrinks below it, as SwiftUI's `.fixedSize()` does.
///
/// A `GtkUIFrame` that asks for exactly the content's natural size and is never flexible along a
/// fixed axis.
struct FixedSize<Content: View>: View {
    let content: Content
    let horizontal: Bool
    let vertical: Bool
}

extension FixedSize: PrimitiveContainerView {
    var representable: FixedSizeBox<Content> {
        FixedSizeBox(content: content, horizontal: horizontal, vertical: vertical)
    }
}

/// The container behind ``FixedSize``.
struct FixedSizeBox<Content: View>: ContentFlexibleBox {
    let content: Content
    let horizontal: Bool
    let vertical: Bool

    /// Creates the frame box.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        ChildAlignment.makeFrame()
    }

    /// Fixes the chosen axes.
    func updateWidget(_ frame: UnsafeMutablePointer<GtkWidget>, context: Context) {
        FrameAxis.apply(
            horizontal: FrameAxis(isFixed: horizontal), vertical: FrameAxis(isFixed: vertical), to: frame)
    }

}

extension View {
    /// Keeps the view at its ideal size in both directions.
    public func fixedSize() -> some View {
        FixedSize(content: self, horizontal: true, vertical: true)
    }

    /// Keeps the view at its ideal size in the chosen directions; the others follow the layout.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        FixedSize(content: self, horizontal: horizontal, vertical: vertical)
    }
}
