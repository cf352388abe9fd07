import Foundation

extension View {
    /// Attaches `gesture` to the view. Gestures of the views inside recognise first; with
    /// `mask` you can turn off this gesture (leave out `.gesture`) or the ones inside (leave out
    /// `.subviews`).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, mask: mask, priority: .normal)
    }

    /// Attaches `gesture` so that it recognises before the gestures of the views inside, which
    /// recognise only if it fails.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, mask: mask, priority: .high)
    }

    /// Attaches `gesture` so that it recognises alongside the gestures of the views inside,
    /// cancelling none of them.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, mask: mask, priority: .simultaneous)
    }

    /// Runs `action` once each time the view is clicked `count` times in a row with the primary
    /// button, on release as in SwiftUI: `.gesture(TapGesture(count:).onEnded { action() })`.
    /// A `count` below 1 counts as 1, with a warning.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { _ in action() })
    }

    /// Runs `action` with the location of each `count`-click tap, in `coordinateSpace`:
    /// `.gesture(SpatialTapGesture(count:coordinateSpace:).onEnded { action($0.location) })`.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping @MainActor (CGPoint) -> Void
    ) -> some View {
        gesture(
            SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` once when the primary button has been held on the view for
    /// `minimumDuration` seconds: `.gesture(LongPressGesture(minimumDuration:).onEnded { _ in action() })`.
    ///
    /// GTK scales its long-press time (`gtk-long-press-time`, 0.5 s by default) by at most 0.5…2,
    /// so durations are clamped to 0.25…1 s with GTK's default setting.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void
    ) -> some View {
        gesture(
            LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in
                action()
            })
    }

    /// Runs `action` once the primary button has been held for `minimumDuration` seconds, and
    /// `onPressingChanged` with `true` when the press starts and `false` when it ends, is
    /// recognised or fails.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: @escaping @MainActor (Bool) -> Void
    ) -> some View {
        LongPressView(
            content: self, minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action,
            pressingChanged: onPressingChanged)
    }

    /// Runs `action` with `true` when the pointer enters the view and `false` when it leaves,
    /// once per crossing.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        HoverView(content: self, kind: .crossing) { phase in action(phase != .ended) }
    }

    /// Runs `action` with `.active(location)` as the pointer moves over the view, the location
    /// in `coordinateSpace`, and `.ended` when it leaves.
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping @MainActor (HoverPhase) -> Void
    ) -> some View {
        HoverView(content: self, kind: .continuous(coordinateSpace.coordinateSpace), action: action)
    }
}
