/// What a ``ProgressViewStyle`` is given: the fraction done and the labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, type-erased.
    public struct Label: View {
        let content: StyleContent
    }

    /// The label of the current value, type-erased.
    public struct CurrentValueLabel: View {
        let content: StyleContent
    }

    /// The fraction done, from 0 to 1, or nil while the amount of work is unknown.
    public let fractionCompleted: Double?
    /// The label, or nil for a progress view without one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The label of the current value, or nil.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
    /// The value and total as given, which the native bar checks and clamps; nil for a spinner.
    let amount: (value: Double?, total: Double)?
}

extension ProgressViewStyleConfiguration.Label: StyleContentView {}
extension ProgressViewStyleConfiguration.CurrentValueLabel: StyleContentView {}
