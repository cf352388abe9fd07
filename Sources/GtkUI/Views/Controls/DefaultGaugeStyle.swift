/// The default: a level bar, as `.linearCapacity` draws it.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The style.
    nonisolated public init() {}

    /// A `GtkLevelBar` with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        NativeGauge.body(configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default: a level bar, as `.linearCapacity` draws it.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
