import CGtkShim

/// The container behind ``View/mask(alignment:_:)``: a GtkUIEffectBin whose first child is the
/// content and whose second, the mask's view, is drawn offscreen only to cut the content with its
/// alpha. The mask takes no part in layout or input.
struct MaskedContent<Base: View, Mask: View>: GtkContainerRepresentable {
    let base: Base
    let mask: Mask
    let alignment: Alignment

    var content: TupleView<StyledBox<Base>, StyledBox<Mask>> {
        TupleView(StyledBox(content: base, style: .none), StyledBox(content: mask, style: .none))
    }

    func makeCoordinator() -> EffectCoordinator { EffectCoordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        gtkui_effect_bin_new()
    }

    func updateWidget(_ bin: UnsafeMutablePointer<GtkWidget>, context: Context) {
        VisualEffect.mask(alignment).apply(to: bin, coordinator: context.coordinator)
    }

    /// The first child is the content, the second the mask.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to bin: UnsafeMutablePointer<GtkWidget>, context: Context
    ) {
        if placement.index == 0 {
            gtk_container_add(bin.cast(), child)
            ChildAlignment.flexibilityChanged(bin)
        } else {
            gtkui_effect_bin_set_mask(
                bin, child, alignment.horizontal.fraction, alignment.vertical.fraction, 0)
        }
    }

    /// Removes a part.
    func removeChild(_ child: WidgetPointer, from bin: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_container_remove(bin.cast(), child)
        ChildAlignment.flexibilityChanged(bin)
    }
}
