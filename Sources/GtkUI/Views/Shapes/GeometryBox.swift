import CGtkShim
import Foundation

/// The box behind ``GeometryReader``: flexible both ways, with its content at the top leading
/// corner, reporting each new allocated size, and each move once the content reads positions,
/// through a binding.
struct GeometryBox<Content: View>: GtkContainerRepresentable {
    @Binding var geometry: GeometrySnapshot
    let usage: GeometryUsage
    let content: Content

    /// Size changes in a row that the content itself forced (it asked for more than it had) before
    /// the reader stops following them.
    static var feedbackLimit: Int { 8 }

    func makeCoordinator() -> Coordinator { Coordinator(geometry: $geometry, usage: usage) }

    /// A layers container, as a ZStack's, with its children at the top leading corner: views the
    /// content holds side by side overlap there, as in SwiftUI, rather than being stacked.
    func makeWidget(context: Context) -> WidgetPointer {
        let box = gtkui_layers_new_stack()!
        gtkui_layers_set_alignment(box, 0, 0)
        // Always flexible, whatever the content: set flags win over the container's computed ones.
        gtk_widget_set_hexpand(box, 1)
        gtk_widget_set_vexpand(box, 1)
        let coordinator = context.coordinator
        coordinator.spaces = context.environment.namedCoordinateSpaces
        coordinator.tracker.track(box, context: context) { coordinator.measure(box) }
        return box
    }

    func updateWidget(_ box: WidgetPointer, context: Context) {
        context.coordinator.geometry = $geometry
        context.coordinator.spaces = context.environment.namedCoordinateSpaces
    }

    static func dismantleWidget(_ widget: WidgetPointer, coordinator: Coordinator) {
        coordinator.tracker.stop()
    }

    /// Container values do not change a child's place.
    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in box: WidgetPointer, context: Context
    ) {}

    /// A ``Spacer`` in the content is not in a stack along one axis.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.stackAxis = nil
    }

    private static func minimumSize(of box: UnsafeMutablePointer<GtkWidget>) -> CGSize {
        var minimum = GtkRequisition()
        gtk_widget_get_preferred_size(box, &minimum, nil)
        return CGSize(width: Double(minimum.width), height: Double(minimum.height))
    }

    /// Follows the allocated size and position, and notices when the content keeps forcing the
    /// reader to grow.
    @MainActor
    final class Coordinator {
        var geometry: Binding<GeometrySnapshot>
        let usage: GeometryUsage
        /// The coordinate spaces named around the reader.
        var spaces = NamedCoordinateSpaces()
        let tracker = GeometryTracker()
        /// The size last allocated.
        private var allocatedSize: CGSize?
        /// Size changes in a row that the content forced.
        private var forcedChanges = 0
        private var warned = false

        init(geometry: Binding<GeometrySnapshot>, usage: GeometryUsage) {
            self.geometry = geometry
            self.usage = usage
        }

        /// Reads the reader's geometry after a layout or a scroll, and passes it on when the
        /// content would see a difference.
        func measure(_ box: WidgetPointer) {
            let size = CGSize(
                width: Double(gtk_widget_get_allocated_width(box)), height: Double(gtk_widget_get_allocated_height(box))
            )
            if size != allocatedSize {
                let previous = allocatedSize
                allocatedSize = size
                // Forced: the content now needs more than the reader had, along an axis that grew.
                let minimum = GeometryBox.minimumSize(of: box)
                let forced =
                    previous.map {
                        (size.width > $0.width && minimum.width > $0.width)
                            || (size.height > $0.height && minimum.height > $0.height)
                    } ?? false
                forcedChanges = forced ? forcedChanges + 1 : 0
            }
            guard forcedChanges <= GeometryBox.feedbackLimit else {
                if !warned {
                    warned = true
                    Diagnostics.warn(
                        "GtkUI: GeometryReader content grew the reader \(GeometryBox.feedbackLimit) times in a row; "
                            + "it no longer follows its size until that changes for another reason")
                }
                return
            }
            let current = geometry.wrappedValue
            let snapshot = GeometrySnapshot.of(box, size: size, spaces: spaces)
            guard snapshot != current else { return }
            if snapshot.size != current.size || (usage.positionsRead && snapshot.positionsDiffer(from: current)) {
                geometry.wrappedValue = snapshot
            }
        }
    }
}
