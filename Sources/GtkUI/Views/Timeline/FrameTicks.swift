import CGtkShim
import Foundation

/// The holder of a `TimelineView(.animation)`'s content: a box that, while it is mapped, hands
/// each frame of GTK's frame clock to `onFrame`. Unmapped (hidden, in a page not shown, gone) it
/// has no tick callback, so it costs nothing.
struct FrameTicks<Content: View>: GtkContainerRepresentable {
    let content: Content
    let minimumInterval: Double?
    let paused: Bool
    let onFrame: @MainActor (Date) -> Void

    func makeCoordinator() -> FrameTickCoordinator { FrameTickCoordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let box = WrapperBox.make()
        let coordinator = context.coordinator
        context.connect(box, "map", after: true) { _ in coordinator.start(on: box.cast()) }
        context.connect(box, "unmap") { _ in coordinator.stop(on: box.cast()) }
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        let coordinator = context.coordinator
        coordinator.onFrame = onFrame
        coordinator.minimumInterval = minimumInterval.map { gint64(max(0, $0) * 1_000_000) } ?? 0
        coordinator.paused = paused
        if paused {
            coordinator.stop(on: box.cast())
        } else if gtk_widget_get_mapped(box.cast()) != 0 {
            coordinator.start(on: box.cast())
        }
    }

    static func dismantleWidget(_ box: UnsafeMutablePointer<GtkBox>, coordinator: FrameTickCoordinator) {
        coordinator.stop(on: box.cast())
    }

    /// The content fills the box, which is as flexible as it.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        gtk_box_pack_start(box, child, 1, 1, 0)
        ChildAlignment.flexibilityChanged(box.cast())
    }
}
