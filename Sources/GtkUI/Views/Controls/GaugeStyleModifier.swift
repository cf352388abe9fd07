extension EnvironmentValues {
    /// The style of Gauges in this part of the tree; nil for the automatic style.
    var gaugeStyle: StyleBox<any GaugeStyle>? {
        get { self[StyleKey<any GaugeStyle>.self] }
        set { self[StyleKey<any GaugeStyle>.self] = newValue }
    }
}

extension View {
    /// Sets the style of every ``Gauge`` inside this view; the nearest style wins.
    public func gaugeStyle(_ style: some GaugeStyle) -> some View {
        environment(\.gaugeStyle, StyleBox<any GaugeStyle>(style: style))
    }
}
