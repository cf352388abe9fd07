import Foundation

/// A frame whose length along some axes comes from the size of the nearest container: the
/// modifier behind ``View/containerRelativeFrame(_:alignment:)`` and its other forms.
struct ContainerRelativeFrame<Content: View> {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let rule: RelativeLength
}

// View in an extension, so that the type is not main-actor isolated and the modifiers can be
// nonisolated, as in SwiftUI.
extension ContainerRelativeFrame: View {}

extension ContainerRelativeFrame: PrimitiveContainerView {
    var representable: ContainerRelativeFrameBox<Content> {
        ContainerRelativeFrameBox(content: content, axes: axes, alignment: alignment, rule: rule)
    }
}

/// How a container's length becomes the frame's.
enum RelativeLength {
    /// The container's whole length.
    case whole
    /// `span` of `count` equal columns or rows, `spacing` apart.
    case grid(count: Int, span: Int, spacing: CGFloat)
    /// The user's closure, given the container's length and the axis.
    case custom((CGFloat, Axis) -> CGFloat)

    /// The frame's length for a container `length` long along `axis`, or nil where the rule gives
    /// no usable length (the frame then keeps the content's own size along `axis`).
    func length(in length: CGFloat, along axis: Axis, warn: (String) -> Void) -> CGFloat? {
        switch self {
        case .whole:
            return length
        case .grid(let count, let span, let spacing):
            let columns = CGFloat(max(count, 1))
            let spanned = CGFloat(max(span, 1))
            let gap = max(spacing, 0)
            return max((length - gap * (columns - 1)) / columns * spanned + gap * (spanned - 1), 0)
        case .custom(let compute):
            let value = compute(length, axis)
            guard value.isFinite, value >= 0 else {
                warn("GtkUI: containerRelativeFrame's closure returned \(value); the view keeps its own size")
                return nil
            }
            return value
        }
    }
}

/// The `GtkUIFrame` behind ``ContainerRelativeFrame``: its ideal and largest length along the
/// frame's axes follow the container's allocation, its smallest stays the content's, so the frame
/// never forces its container to grow.
struct ContainerRelativeFrameBox<Content: View>: ContentFlexibleBox {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let rule: RelativeLength

    func makeCoordinator() -> RelativeFrameWatcher { RelativeFrameWatcher() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let frame = ChildAlignment.makeFrame()
        let watcher = context.coordinator
        watcher.frame = frame
        // The container is found again whenever the frame joins another window.
        context.connect(frame, "hierarchy-changed") { _ in watcher.findContainer() }
        return frame
    }

    func updateWidget(_ frame: UnsafeMutablePointer<GtkWidget>, context: Context) {
        context.coordinator.update(axes: axes, alignment: alignment, rule: rule)
    }

    func dismantleWidget(_ frame: UnsafeMutablePointer<GtkWidget>, coordinator: RelativeFrameWatcher) {
        coordinator.stop()
    }
}

extension View {
    /// Sizes this view along `axes` to the nearest container's size, and aligns it inside by
    /// `alignment`.
    ///
    /// The container is the nearest of: the visible area of a ``ScrollView`` or ``List``, a
    /// column of a ``NavigationSplitView``, a page of a ``NavigationStack`` or ``TabView``, or the
    /// window's content area. Stacks and frames do not count, as in SwiftUI. The frame follows the
    /// container as it is resized; the view keeps its own size until the container first has one.
    /// The frame never forces its container to grow: with less room, it shrinks as far as its
    /// content allows.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        ContainerRelativeFrame(content: self, axes: axes, alignment: alignment, rule: .whole)
    }

    /// Sizes this view along `axes` to `span` of `count` equal parts of the nearest container,
    /// `spacing` apart: `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    /// A `count` or `span` below 1 is 1, and a negative `spacing` 0, each with one warning.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        ContainerRelativeFrame(
            content: self, axes: axes, alignment: alignment,
            rule: .grid(count: count, span: span, spacing: spacing))
    }

    /// Sizes this view along `axes` to what `length` returns for the nearest container's length
    /// along each axis. A result that is negative, infinite or not a number leaves the view its own
    /// size along that axis, with one warning.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        ContainerRelativeFrame(content: self, axes: axes, alignment: alignment, rule: .custom(length))
    }
}
