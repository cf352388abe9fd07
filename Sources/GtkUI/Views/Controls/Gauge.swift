/// A level within a range, drawn as a `GtkLevelBar`: SwiftUI's linear capacity gauge.
///
/// The label sits above the bar with the current value label after it; the minimum and maximum
/// value labels sit at the bar's ends. A value outside the range is shown clamped, with one
/// warning. A `Text` label becomes the bar's accessible name.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    private let value: Double
    private let bounds: ClosedRange<Double>
    private let label: Label
    private let currentValueLabel: CurrentValueLabel
    private let minimumValueLabel: BoundsLabel
    private let maximumValueLabel: BoundsLabel

    /// The labels and the bar.
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                label
                currentValueLabel
            }
            HStack(spacing: 6) {
                minimumValueLabel
                LevelBarWidget(value: value, bounds: bounds, title: ControlSupport.text(of: label))
                maximumValueLabel
            }
        }
    }

    private init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel,
        minimumValueLabel: BoundsLabel, maximumValueLabel: BoundsLabel
    ) {
        self.value = Double(value)
        self.bounds = ClosedRange(uncheckedBounds: (Double(bounds.lowerBound), Double(bounds.upperBound)))
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a current value label and labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}
