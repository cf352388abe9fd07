/// The width a split view column asks for with ``View/navigationSplitViewColumnWidth(_:)``.
struct NavigationColumnWidth: Equatable {
    var min: Double?
    var ideal: Double
    var max: Double?
}

extension View {
    /// Sets the width of the ``NavigationSplitView`` column this view is in: the pane starts at
    /// `width` and cannot be dragged narrower.
    public func navigationSplitViewColumnWidth(_ width: Double) -> some View {
        columnWidth(NavigationColumnWidth(min: width, ideal: width, max: width))
    }

    /// Sets the width of the ``NavigationSplitView`` column this view is in: the pane starts at
    /// `ideal` and cannot be dragged narrower than `min`. GTK's panes have no largest size, so
    /// `max` is accepted but not enforced.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View {
        columnWidth(NavigationColumnWidth(min: min, ideal: ideal, max: max))
    }

    /// Asks for `width` as the preference ``NavigationColumnWidthKey``, unless a view inside asks.
    private func columnWidth(_ width: NavigationColumnWidth) -> some View {
        transformPreference(NavigationColumnWidthKey.self) { $0 = $0 ?? width }
    }
}
