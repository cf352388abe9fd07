import CGtkShim

/// The container behind the geometry effects and filters: a GtkUIEffectBin holding the content,
/// which it draws offscreen and paints transformed and filtered, with input following the drawing.
///
/// The content sits in a holder box, so the bin has exactly one child whatever the content's views
/// flatten to.
struct EffectContent<Base: View>: GtkContainerRepresentable {
    let base: Base
    let effect: VisualEffect

    var content: StyledBox<Base> { StyledBox(content: base, style: .none) }

    func makeCoordinator() -> EffectCoordinator { EffectCoordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        gtkui_effect_bin_new()
    }

    func updateWidget(_ bin: UnsafeMutablePointer<GtkWidget>, context: Context) {
        context.coordinator.update(effect, on: bin, transaction: context.transaction)
    }

    static func dismantleWidget(_ bin: UnsafeMutablePointer<GtkWidget>, coordinator: EffectCoordinator) {
        coordinator.stopMotion()
    }

    /// Adds the content; the bin is as flexible as it.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to bin: UnsafeMutablePointer<GtkWidget>, context: Context
    ) {
        gtk_container_add(bin.cast(), child)
        ChildAlignment.flexibilityChanged(bin)
    }

    /// Removes the content.
    func removeChild(_ child: WidgetPointer, from bin: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_container_remove(bin.cast(), child)
        ChildAlignment.flexibilityChanged(bin)
    }
}
