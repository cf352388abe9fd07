import Foundation

/// `.onLongPressGesture` with a pressing callback, written as a user would: a
/// ``LongPressGesture`` updating a ``GestureState`` that `onChange(of:)`
/// watches.
struct LongPressView<Content: View>: View {
    let content: Content
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let action: @MainActor () -> Void
    let pressingChanged: @MainActor (Bool) -> Void
    @GestureState private var isPressing = false

    var body: some View {
        content
            .gesture(
                LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                    .updating($isPressing) { value, state, _ in state = value }
                    .onEnded { _ in action() }
            )
            .onChange(of: isPressing) { _, pressing in pressingChanged(pressing) }
    }
}
