extension View {
    /// Runs `action` once each time the view is clicked `count` times in a row with the primary
    /// button, on release as in SwiftUI. A `count` below 1 counts as 1, with a warning.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        var clicks = count
        if clicks < 1 {
            Diagnostics.warn("onTapGesture(count: \(count)): the count must be at least 1; using 1")
            clicks = 1
        }
        return GestureView(content: self, kind: .tap(count: clicks)) { _ in action() }
    }

    /// Runs `action` once when the primary button has been held on the view for
    /// `minimumDuration` seconds.
    ///
    /// GTK scales its long-press time (`gtk-long-press-time`, 0.5 s by default) by at most 0.5…2,
    /// so durations are clamped to 0.25…1 s with GTK's default setting.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, perform action: @escaping @MainActor () -> Void
    ) -> some View {
        GestureView(content: self, kind: .longPress(minimumDuration: minimumDuration)) { _ in action() }
    }

    /// Runs `action` with `true` when the pointer enters the view and `false` when it leaves,
    /// once per crossing.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        GestureView(content: self, kind: .hover, action: action)
    }
}
