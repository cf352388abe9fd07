/// What a ``GaugeStyle`` is given: the value as a fraction of the range, and the labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label, type-erased.
    public struct Label: View {
        let content: StyleContent
    }
    /// The label of the current value, type-erased.
    public struct CurrentValueLabel: View {
        let content: StyleContent
    }
    /// The label of the minimum, type-erased.
    public struct MinimumValueLabel: View {
        let content: StyleContent
    }
    /// The label of the maximum, type-erased.
    public struct MaximumValueLabel: View {
        let content: StyleContent
    }
    /// The value as a fraction of the range, from 0 to 1.
    public var value: Double
    /// The gauge's label.
    public var label: GaugeStyleConfiguration.Label
    /// The label of the current value, or nil.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The label of the minimum, or nil.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// The label of the maximum, or nil.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
    /// The value and range as given, which the native bar checks and clamps.
    let rawValue: Double
    let bounds: ClosedRange<Double>
}

extension GaugeStyleConfiguration.Label: StyleContentView {}
extension GaugeStyleConfiguration.CurrentValueLabel: StyleContentView {}
extension GaugeStyleConfiguration.MinimumValueLabel: StyleContentView {}
extension GaugeStyleConfiguration.MaximumValueLabel: StyleContentView {}
