import CGtkShim
import Foundation

extension GraphicsContext {
    /// `text` laid out with the canvas's font settings (its own font first, then the
    /// environment's), to be measured or drawn.
    public func resolve(_ text: Text) -> ResolvedText {
        // Only ever used on the main thread, where the canvas draws.
        nonisolated(unsafe) let widget = target.widget
        nonisolated(unsafe) let environment = environment
        let layout = onMainActor { () -> CanvasTextLayout in
            let layout = CanvasTextLayout(owning: gtk_widget_create_pango_layout(widget, nil))
            let font = FontAttributes.resolve(environment, own: text.font, ownTraits: text.traits)
            let fontAttributes = FontAttributes.list(for: font)
            defer { if let fontAttributes { pango_attr_list_unref(fontAttributes) } }
            if text.isMarkup, pango_parse_markup(text.content, -1, 0, nil, nil, nil, nil) != 0 {
                pango_layout_set_markup(layout.pointer, text.content, -1)
                // The markup's own spans win over the font, which goes first.
                if let fontAttributes, let markup = pango_layout_get_attributes(layout.pointer) {
                    let merged = pango_attr_list_copy(markup)!
                    var list = pango_attr_list_get_attributes(fontAttributes)
                    let head = list
                    while let node = list {
                        if let attribute = node.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) {
                            pango_attr_list_insert_before(merged, attribute)
                        }
                        list = node.pointee.next
                    }
                    g_slist_free(head)
                    pango_layout_set_attributes(layout.pointer, merged)
                    pango_attr_list_unref(merged)
                }
            } else {
                pango_layout_set_text(layout.pointer, text.isMarkup ? text.plainContent : text.content, -1)
                pango_layout_set_attributes(layout.pointer, fontAttributes)
            }
            return layout
        }
        return ResolvedText(layout: layout, shading: .foreground)
    }

    /// Draws `text` with its top left corner at `rect`'s, wrapped to its width and cut short
    /// with an ellipsis at its height.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite else {
            target.warnOnce("text-rect", "GtkUI: a Canvas text rectangle \(rect) is not finite; the text is left out")
            return
        }
        text.layout.setBounds(rect.size)
        drawLayout(text, at: rect.origin, size: text.layout.logicalSize)
    }

    /// Draws `text` on one line (lines of its own kept) with its `anchor` point at `point`: the
    /// centre by default.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard point.x.isFinite, point.y.isFinite else {
            target.warnOnce("text-point", "GtkUI: a Canvas text point \(point) is not finite; the text is left out")
            return
        }
        text.layout.setBounds(CGSize(width: Double.infinity, height: Double.infinity))
        let size = text.layout.logicalSize
        drawLayout(
            text, at: CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height), size: size)
    }

    /// Draws `text` in `rect`, as `draw(_:in:)` does.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws `text` with its `anchor` point at `point`, as `draw(_:at:anchor:)` does.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    private func drawLayout(_ text: ResolvedText, at origin: CGPoint, size: CGSize) {
        let target = target
        // Glyphs may reach a little past the logical box (italics, accents): a line's height more.
        let reach = CGRect(origin: origin, size: size).insetBy(dx: -size.height, dy: -size.height)
        target.composite(in: self, foldsOpacity: true, reach: reach) { cairo, opacity in
            let bounds = CGRect(origin: origin, size: size)
            guard let pattern = target.pattern(for: text.shading, in: { bounds }, opacity: opacity) else { return }
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
            cairo_move_to(cairo, origin.x, origin.y)
            pango_cairo_update_layout(cairo, text.layout.pointer)
            pango_cairo_show_layout(cairo, text.layout.pointer)
        }
    }
}
