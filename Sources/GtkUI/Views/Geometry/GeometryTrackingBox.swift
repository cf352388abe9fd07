import CGtkShim
import Foundation

/// An unconstrained frame around its content that reports the content's frame in the window's
/// content area through a binding, after each layout and scroll that moves it. Behind anchors.
struct GeometryTrackingBox<Content: View>: ContentFlexibleBox {
    let content: Content
    @Binding var frame: CGRect

    func makeCoordinator() -> Coordinator { Coordinator(frame: $frame) }

    func makeWidget(context: Context) -> WidgetPointer {
        let box = ChildAlignment.makeFrame()
        let coordinator = context.coordinator
        coordinator.tracker.track(box, context: context) { coordinator.measure(box) }
        return box
    }

    func updateWidget(_ box: WidgetPointer, context: Context) {
        context.coordinator.frame = $frame
    }

    static func dismantleWidget(_ widget: WidgetPointer, coordinator: Coordinator) {
        coordinator.tracker.stop()
    }

    /// Passes the frame on when it changed.
    @MainActor
    final class Coordinator {
        var frame: Binding<CGRect>
        let tracker = GeometryTracker()

        init(frame: Binding<CGRect>) {
            self.frame = frame
        }

        func measure(_ box: WidgetPointer) {
            guard let global = WidgetGeometry.globalFrame(of: box), global != frame.wrappedValue else { return }
            frame.wrappedValue = global
        }
    }
}
