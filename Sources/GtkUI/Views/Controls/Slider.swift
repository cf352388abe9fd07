/// A horizontal slider (`GtkScale`) bound two-way to a floating-point value within a range.
///
/// As in SwiftUI, it is flexible horizontally and does not draw its value. The label and the
/// minimum and maximum value labels sit beside it, as on macOS; a `Text` label becomes the
/// slider's accessible name. A value outside the range is shown clamped (with one warning) and
/// the binding is left as it is until the user moves the slider.
public struct Slider<Label: View, ValueLabel: View> {
    private let value: Binding<Double>
    private let bounds: ClosedRange<Double>
    private let step: Double?
    private let label: Label
    private let minimumValueLabel: ValueLabel
    private let maximumValueLabel: ValueLabel
    private let onEditingChanged: @MainActor (Bool) -> Void

    /// The label, the minimum value label, the slider and the maximum value label, in a row; a
    /// slider without labels is the scale alone, with no row around it.
    @ViewBuilder @MainActor public var body: some View {
        let slider = SliderWidget(
            value: value, bounds: bounds, step: step, title: ControlSupport.text(of: label),
            onEditingChanged: onEditingChanged)
        if Label.self == EmptyView.self, ValueLabel.self == EmptyView.self {
            slider
        } else {
            HStack(spacing: 8) {
                label
                minimumValueLabel
                slider
                maximumValueLabel
            }
        }
    }

    private init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label,
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = ClosedRange(uncheckedBounds: (Double(bounds.lowerBound), Double(bounds.upperBound)))
        self.step = step
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// A slider with a label and labels for the minimum and maximum values, moving in steps of `step`.
    /// `onEditingChanged` receives true when the user grabs the slider and false on release.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            onEditingChanged: onEditingChanged)
    }

    /// A slider with a label and labels for the minimum and maximum values, moving continuously.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            onEditingChanged: onEditingChanged)
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension Slider: View {}

extension Slider where ValueLabel == EmptyView {
    /// A labelled slider moving in steps of `step`.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A labelled slider moving continuously.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider moving in steps of `step`.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider moving continuously.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}
