import CGtkShim

/// Layers its children on top of each other, the first at the bottom.
///
/// As in SwiftUI, the stack is as large as its largest child; each child keeps its own size and is
/// placed by `alignment`, unless it is flexible along an axis (a `Color`, a `Spacer`), where it
/// fills the stack. GtkUI draws the layers in one windowless container (C: `GtkUILayers`), not a
/// `GtkOverlay`, which would be sized by one child only.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content

    /// A stack of the views the closure builds, layered in order and aligned by `alignment`.
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension ZStack: View {}

extension ZStack: PrimitiveContainerView {
    var representable: ZStackContainer<Content> { ZStackContainer(alignment: alignment, content: content) }
}

/// The layers container behind ``ZStack``.
struct ZStackContainer<Content: View>: GtkContainerRepresentable {
    let alignment: Alignment
    let content: Content

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        gtkui_layers_new_stack()
    }

    /// Applies the alignment; the container does nothing when it is unchanged.
    func updateWidget(_ layers: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtkui_layers_set_alignment(layers, alignment.horizontal.fraction, alignment.vertical.fraction)
    }

    /// Adds a layer at its index (the stack's flexibility may change with it).
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to layers: UnsafeMutablePointer<GtkWidget>,
        context: Context
    ) {
        ContainerChildren.add(child, at: placement, to: layers)
        ChildAlignment.flexibilityChanged(layers)
    }

    /// Removes a layer.
    func removeChild(_ child: WidgetPointer, from layers: UnsafeMutablePointer<GtkWidget>, context: Context) {
        ContainerChildren.remove(child, from: layers)
        ChildAlignment.flexibilityChanged(layers)
    }

    /// Container values do not change a layer's place.
    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in layers: UnsafeMutablePointer<GtkWidget>,
        context: Context
    ) {}

    /// A ``Spacer`` or ``Divider`` in a layer is not in a stack along one axis any more.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.stackAxis = nil
    }
}
