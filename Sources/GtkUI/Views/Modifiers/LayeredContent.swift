import CGtkShim

/// The container behind `.background(view)` and `.overlay(view)`: the content sizes it, and the
/// layer is laid over the same rectangle, below or above (C: `GtkUILayers`).
///
/// Each part sits in a holder box, so the container always has exactly two children, the content
/// first, whatever each part's views flatten to.
struct LayeredContent<Base: View, Layer: View>: GtkContainerRepresentable {
    let base: Base
    let layer: Layer
    let alignment: Alignment
    let layerBelow: Bool

    var content: TupleView<StyledBox<Base>, StyledBox<Layer>> {
        TupleView(StyledBox(content: base, style: .none), StyledBox(content: layer, style: .none))
    }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        gtkui_layers_new(layerBelow ? 1 : 0)
    }

    func updateWidget(_ layers: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtkui_layers_set_alignment(
            layers, alignment.horizontal.fraction, alignment.vertical.fraction)
    }

    /// Adds a part; the content's flexibility is the container's.
    func addChild(_ child: WidgetPointer, to layers: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_container_add(layers.cast(), child)
        ChildAlignment.flexibilityChanged(layers)
    }

    /// Removes a part.
    func removeChild(_ child: WidgetPointer, from layers: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_container_remove(layers.cast(), child)
        ChildAlignment.flexibilityChanged(layers)
    }
}
