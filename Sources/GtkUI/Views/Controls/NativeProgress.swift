/// The progress widgets the built-in progress styles make: a `GtkSpinner` with its label below,
/// or the label, a `GtkProgressBar` and the current value label, stacked.
@MainActor
enum NativeProgress {
    static func body(_ configuration: ProgressViewStyleConfiguration, isLinear: Bool) -> AnyView {
        let title = configuration.label?.content.name
        // A linear style shows a pulsing bar where the work is unknown.
        if let amount = configuration.amount ?? (isLinear ? (value: nil, total: 1) : nil) {
            return AnyView(
                VStack(alignment: .leading, spacing: 4) {
                    configuration.label
                    ProgressBarWidget(value: amount.value, total: amount.total, title: title)
                    configuration.currentValueLabel
                })
        }
        return AnyView(
            VStack(spacing: 4) {
                SpinnerWidget(title: title)
                configuration.label
            })
    }
}
