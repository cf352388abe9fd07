/// The `GtkLevelBar` of ``Gauge``.
struct LevelBarWidget: GtkWidgetRepresentable {
    let value: Double
    let bounds: ClosedRange<Double>
    let title: String?

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkLevelBar> {
        ControlSupport.horizontalBar(gtk_level_bar_new()!)
    }

    func updateWidget(_ bar: UnsafeMutablePointer<GtkLevelBar>, context: Context) {
        ControlSupport.setAccessibleName(title, on: bar)
        let lower = bounds.lowerBound
        // GtkLevelBar needs room between its bounds; an empty range shows as an empty bar.
        let upper = bounds.upperBound > lower ? bounds.upperBound : lower + 1
        let shown = ControlSupport.clamp(value, lower: lower, upper: bounds.upperBound, on: bar, control: "Gauge")
        if gtk_level_bar_get_min_value(bar) != lower || gtk_level_bar_get_max_value(bar) != upper {
            // The maximum first when it rises, so the minimum never passes it.
            gtk_level_bar_set_max_value(bar, max(upper, gtk_level_bar_get_max_value(bar)))
            gtk_level_bar_set_min_value(bar, lower)
            gtk_level_bar_set_max_value(bar, upper)
        }
        if gtk_level_bar_get_value(bar) != shown { gtk_level_bar_set_value(bar, shown) }
    }
}
