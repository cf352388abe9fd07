import CGtkShim

/// Shows the first of its views that fits the space it is given, as SwiftUI's `ViewThatFits`.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Delete the selected photos")
///     Text("Delete photos")
///     Image(systemName: "trash")
/// }
/// ```
/// A view fits when its ideal size (GTK's natural size) is no larger than the space along the
/// chosen axes. When none fits, the last one is shown, as in SwiftUI, with one warning. All the
/// views stay mounted, with their state; GTK shows, draws and lays out only the chosen one.
///
/// On GTK (C: `GtkUIFits`) the container's minimum size is its smallest view's, and its natural
/// size its largest's, so a window opens wide enough for the first view.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Chooses among the views the closure builds, checking the sizes along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: PrimitiveContainerView {
    var representable: ViewThatFitsContainer<Content> { ViewThatFitsContainer(axes: axes, content: content) }
}

/// The container behind ``ViewThatFits``.
struct ViewThatFitsContainer<Content: View>: GtkContainerRepresentable {
    let axes: Axis.Set
    let content: Content

    func makeWidget(context: Context) -> WidgetPointer {
        gtkui_fits_new()
    }

    /// Sets the axes; the container does nothing when they are unchanged.
    func updateWidget(_ fits: WidgetPointer, context: Context) {
        gtkui_fits_set_axes(fits, axes.contains(.horizontal) ? 1 : 0, axes.contains(.vertical) ? 1 : 0)
    }

    /// Adds a candidate at its index (the container's flexibility may change with it).
    func addChild(_ child: WidgetPointer, at placement: ChildPlacement, to fits: WidgetPointer, context: Context) {
        ContainerChildren.add(child, at: placement, to: fits)
        ChildAlignment.flexibilityChanged(fits)
    }

    /// Removes a candidate.
    func removeChild(_ child: WidgetPointer, from fits: WidgetPointer, context: Context) {
        ContainerChildren.remove(child, from: fits)
        ChildAlignment.flexibilityChanged(fits)
    }

    /// Container values do not change a candidate's place.
    func updateChild(_ child: WidgetPointer, placement: ChildPlacement, in fits: WidgetPointer, context: Context) {}
}
