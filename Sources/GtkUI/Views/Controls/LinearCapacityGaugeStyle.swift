/// A level bar (`GtkLevelBar`) with the label above it and the bound labels at its ends.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    nonisolated public init() {}

    /// A `GtkLevelBar` with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        NativeGauge.body(configuration)
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A level bar (`GtkLevelBar`) with the label above it and the bound labels at its ends.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
