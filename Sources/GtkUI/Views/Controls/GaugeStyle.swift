/// How a ``Gauge`` shows its value; set with `.gaugeStyle(_:)`. The built-in styles draw a `GtkLevelBar`; a style of your own draws `configuration.value`, a fraction from 0 to 1.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view in this style.
    associatedtype Body: View
    /// The properties of the view being styled.
    typealias Configuration = GaugeStyleConfiguration

    /// Makes the body of a view in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
