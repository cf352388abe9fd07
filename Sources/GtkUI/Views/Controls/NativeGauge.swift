/// The level bar the built-in gauge styles make: the label above the bar with the current value
/// label after it, and the bound labels at the bar's ends.
@MainActor
enum NativeGauge {
    static func body(_ configuration: GaugeStyleConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                configuration.label
                configuration.currentValueLabel
            }
            HStack(spacing: 6) {
                configuration.minimumValueLabel
                LevelBarWidget(
                    value: configuration.rawValue, bounds: configuration.bounds,
                    title: configuration.label.content.name)
                configuration.maximumValueLabel
            }
        }
    }
}
