/// A frame around its content, as in SwiftUI: a fixed size, or bounds between which the frame
/// takes what its container offers, with the content aligned inside.
///
/// Built on a `GtkBox` subclass (`GtkUIFrame`) whose size request is the content's clamped to the
/// frame, and which gives its content the frame's rectangle when the content is flexible, else the
/// content's natural size placed by `alignment`. Content larger than a fixed frame overflows it,
/// centred, and is not clipped, as in SwiftUI.
///
/// Where GTK differs: a finite maximum (`maxWidth: 300`) makes the frame flexible, so a stack
/// around it fills its container too; the frame then keeps to its maximum, centred in the space
/// its container gives it. `idealWidth`/`idealHeight` are GTK's natural size: a frame takes its
/// ideal size whenever space allows, not only when its container proposes no size.
struct Frame<Content: View>: View {
    let content: Content
    let horizontal: FrameAxis
    let vertical: FrameAxis
}

extension Frame: PrimitiveContainerView {
    var representable: FrameBox<Content> { FrameBox(content: content, horizontal: horizontal, vertical: vertical) }
}

/// The container behind ``Frame``.
struct FrameBox<Content: View>: ContentFlexibleBox {
    let content: Content
    let horizontal: FrameAxis
    let vertical: FrameAxis

    /// Creates the frame box.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        ChildAlignment.makeFrame()
    }

    /// Applies the bounds and the alignment.
    func updateWidget(_ frame: UnsafeMutablePointer<GtkWidget>, context: Context) {
        FrameAxis.apply(horizontal: horizontal, vertical: vertical, to: frame)
    }

}

extension View {
    /// Gives the view exactly `width` and/or `height` pixels (a nil dimension keeps the view's
    /// own), aligning it inside by `alignment` when it is smaller.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        Frame(
            content: self,
            horizontal: FrameAxis.exactly(width, alignment: alignment.horizontal.fraction, name: "width"),
            vertical: FrameAxis.exactly(height, alignment: alignment.vertical.fraction, name: "height"))
    }

    /// Bounds the view's size: the frame is at least the minimum and at most the maximum, and
    /// otherwise takes the space offered (`.infinity` fills it); the view is aligned inside by
    /// `alignment`. Unset bounds follow the view's own size.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> some View {
        Frame(
            content: self,
            horizontal: FrameAxis(
                minimum: minWidth, ideal: idealWidth, maximum: maxWidth, alignment: alignment.horizontal.fraction
            ).validated("Width"),
            vertical: FrameAxis(
                minimum: minHeight, ideal: idealHeight, maximum: maxHeight, alignment: alignment.vertical.fraction
            ).validated("Height"))
    }
}
