import CGtkShim
import Foundation

/// The box behind ``GeometryReader``: flexible both ways, with its content at the top leading
/// corner, reporting each new allocated size through a binding.
struct GeometryBox<Content: View>: GtkContainerRepresentable {
    @Binding var size: CGSize
    let content: Content

    /// Size changes in a row that the content itself forced (it asked for more than it had) before
    /// the reader stops following them.
    static var feedbackLimit: Int { 8 }

    func makeCoordinator() -> Coordinator { Coordinator(size: $size) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let widget = WrapperBox.makeFlexibleLeading()
        let box: WidgetPointer = widget.cast()
        let coordinator = context.coordinator
        context.connect(box, "size-allocate", after: true) { _ in
            coordinator.allocated(
                CGSize(
                    width: Double(gtk_widget_get_allocated_width(box)),
                    height: Double(gtk_widget_get_allocated_height(box))),
                minimum: Self.minimumSize(of: box))
        }
        return widget
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        context.coordinator.size = $size
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

    /// Follows the allocated size, and notices when the content keeps forcing it to grow.
    final class Coordinator {
        var size: Binding<CGSize>
        /// The size last allocated.
        private var allocatedSize: CGSize?
        /// Size changes in a row that the content forced.
        private var forcedChanges = 0
        private var warned = false

        init(size: Binding<CGSize>) {
            self.size = size
        }

        @MainActor
        func allocated(_ newSize: CGSize, minimum: CGSize) {
            guard newSize != allocatedSize else { return }
            let previous = allocatedSize
            allocatedSize = newSize
            // Forced: the content now needs more than the reader had, along an axis that grew.
            let forced =
                previous.map {
                    (newSize.width > $0.width && minimum.width > $0.width)
                        || (newSize.height > $0.height && minimum.height > $0.height)
                } ?? false
            forcedChanges = forced ? forcedChanges + 1 : 0
            guard forcedChanges <= GeometryBox.feedbackLimit else {
                if !warned {
                    warned = true
                    Diagnostics.warn(
                        "GtkUI: GeometryReader content grew the reader \(GeometryBox.feedbackLimit) times in a row; "
                            + "it no longer follows its size until that changes for another reason")
                }
                return
            }
            if size.wrappedValue != newSize { size.wrappedValue = newSize }
        }
    }
}
