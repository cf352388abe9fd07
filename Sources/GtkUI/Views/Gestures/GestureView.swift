/// A view with a gesture attached to its content by `.gesture`, `.simultaneousGesture` or
/// `.highPriorityGesture`.
struct GestureView<Content: View, G: Gesture>: View {
    let content: Content
    let gesture: G
    let mask: GestureMask
    let priority: GesturePriority
}

extension GestureView: PrimitiveContainerView {
    var representable: GestureBox<Content, G> {
        GestureBox(content: content, gesture: gesture, mask: mask, priority: priority)
    }
}
