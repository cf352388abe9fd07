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

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let widget = WrapperBox.makeFlexibleLeading()
        let box: WidgetPointer = widget.cast()
        let coordinator = context.coordinator
        coordinator.spaces = context.environment.namedCoordinateSpaces
        coordinator.tracker.track(box, context: context) { coordinator.measure(box) }
        return widget
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        context.coordinator.geometry = $geometry
        context.coordinator.spaces = context.environment.namedCoordinateSpaces
    }

    static func dismantleWidget(_ widget: UnsafeMutablePointer<GtkBox>, coordinator: Coordinator) {
        coordinator.tracker.stop()
    }

    /// Content at the top, at its natural height unless it is flexible; leading unless flexible.
    func addChild(_ child: WidgetPointer, to box: UnsafeMutablePointer<GtkBox>, context: Context) {
        gtk_box_pack_start(box, child, 0, 1, 0)
        ChildAlignment.align(child, in: box.cast())
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
