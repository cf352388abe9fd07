import CGtkShim
import Foundation

extension GraphicsContext {
    /// A ``Text`` laid out by Pango for a context, from `resolve(_:)`:
    /// it can be measured, and drawn again without being laid out again.
    public struct ResolvedText {
        let layout: CanvasTextLayout
        /// What the glyphs are filled with; the environment's foreground style unless set.
        public var shading: Shading

        /// The size the text takes when it may be `size.width` wide (wrapping at words), and no
        /// more than `size.height` tall.
        public func measure(in size: CGSize) -> CGSize {
            layout.setBounds(size)
            return layout.logicalSize
        }

        /// How far the first line's baseline is below the top, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            layout.setBounds(size)
            return Double(pango_layout_get_baseline(layout.pointer)) / Double(PANGO_SCALE)
        }

        /// How far the last line's baseline is below the top, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            layout.setBounds(size)
            guard let iterator = pango_layout_get_iter(layout.pointer) else { return 0 }
            defer { pango_layout_iter_free(iterator) }
            while pango_layout_iter_next_line(iterator) != 0 {}
            return Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE)
        }
    }
}

/// A Pango layout owned by Swift, unreferenced with its last reference. Unchecked `Sendable`:
/// made and used on the main thread only, during a canvas's draw.
final class CanvasTextLayout: @unchecked Sendable {
    let pointer: OpaquePointer

    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Lays the text out in `size`: wrapped at words when the width is finite, ellipsized at the
    /// end when the height is; unbounded otherwise.
    func setBounds(_ size: CGSize) {
        let width = size.width.isFinite && size.width >= 0 ? Int32(clamping: Int(size.width * Double(PANGO_SCALE))) : -1
        let height =
            size.height.isFinite && size.height >= 0 ? Int32(clamping: Int(size.height * Double(PANGO_SCALE))) : -1
        pango_layout_set_wrap(pointer, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(pointer, width)
        pango_layout_set_height(pointer, height)
        pango_layout_set_ellipsize(pointer, height >= 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
    }

    /// The laid-out text's logical size, in pixels.
    var logicalSize: CGSize {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(pointer, &ink, &logical)
        return CGSize(width: Double(logical.width), height: Double(logical.height))
    }
}
