/// Shows progress: a spinner (`GtkSpinner`) while the amount of work is unknown, or a bar
/// (`GtkProgressBar`) filled to `value / total`.
///
/// A nil value makes the bar indeterminate: it pulses. A value outside `0...total` is shown
/// clamped, with one warning. A `Text` label becomes the accessible name; as in SwiftUI, the bar
/// is flexible horizontally, with its label above it.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    private let label: Label
    private let currentValueLabel: CurrentValueLabel
    /// The fraction done and the total, or nil for a spinner.
    private let amount: (value: Double?, total: Double)?
    @Environment(\.progressViewLayout) private var layout

    /// The spinner with its label below, or the label, the bar and the current value label, stacked.
    public var body: some View {
        let title = ControlSupport.text(of: label)
        // A linear style shows a pulsing bar where the work is unknown.
        let amount = amount ?? (layout == .linear ? (value: nil, total: 1) : nil)
        if let amount {
            VStack(alignment: .leading, spacing: 4) {
                label
                ProgressBarWidget(value: amount.value, total: amount.total, title: title)
                currentValueLabel
            }
        } else {
            VStack(spacing: 4) {
                SpinnerWidget(title: title)
                label
            }
        }
    }

    private init(label: Label, currentValueLabel: CurrentValueLabel, amount: (value: Double?, total: Double)?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.amount = amount
    }

    /// A bar filled to `value / total`, with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            label: label(), currentValueLabel: currentValueLabel(),
            amount: (value: value.map { Double($0) }, total: Double(total)))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), amount: nil)
    }

    /// A bar filled to `value / total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), amount: nil)
    }

    /// A bar filled to `value / total`; a nil value makes it pulse.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled `title`.
    @_disfavoredOverload
    public init(_ title: some StringProtocol) {
        self.init(label: Text(title), currentValueLabel: EmptyView(), amount: nil)
    }

    /// A bar titled `title`, filled to `value / total`.
    public init<V: BinaryFloatingPoint>(_ title: some StringProtocol, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) }, currentValueLabel: { EmptyView() })
    }
}
