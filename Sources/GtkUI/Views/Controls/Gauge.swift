/// A level within a range, drawn by the ``GaugeStyle`` of its environment: for the built-in
/// styles a `GtkLevelBar`, SwiftUI's linear capacity gauge.
///
/// The label sits above the bar with the current value label after it; the minimum and maximum
/// value labels sit at the bar's ends. A value outside the range is shown clamped, with one
/// warning. A `Text` label becomes the bar's accessible name.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    private let value: Double
    private let bounds: ClosedRange<Double>
    private let label: Label
    private let currentValueLabel: CurrentValueLabel
    private let minimumValueLabel: BoundsLabel
    private let maximumValueLabel: BoundsLabel

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

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension Gauge: View {}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a current value label and labels for the bounds.
    nonisolated public init<V: BinaryFloatingPoint>(
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
    nonisolated public init<V: BinaryFloatingPoint>(
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
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge: StyledView {
    static var styleLabelType: ObjectIdentifier { ObjectIdentifier(GaugeStyleConfiguration.Label.self) }

    func makeStyledBody(in environment: EnvironmentValues, linker: inout StyleLinker) -> any View {
        if label is EmptyView { linker.labelUsage.noteUsed() }
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? (value - bounds.lowerBound) / span : 0
        let configuration = GaugeStyleConfiguration(
            value: fraction.isFinite ? min(max(fraction, 0), 1) : 0,
            label: .init(content: StyleContent(label, usage: linker.labelUsage)),
            currentValueLabel: Self.part(currentValueLabel),
            minimumValueLabel: Self.part(minimumValueLabel),
            maximumValueLabel: Self.part(maximumValueLabel),
            rawValue: value, bounds: bounds)
        guard let style = environment.gaugeStyle?.style else {
            linker.link(DefaultGaugeStyle())
            return DefaultGaugeStyle().makeBody(configuration: configuration)
        }
        return Self.body(of: style, configuration, linker: &linker)
    }

    /// An optional part of the configuration: nil for an empty view.
    @MainActor private static func part<Part: StyleContentView>(_ view: some View) -> Part? {
        view is EmptyView ? nil : Part(content: StyleContent(view, usage: nil))
    }

    @MainActor private static func body<Style: GaugeStyle>(
        of style: Style, _ configuration: GaugeStyleConfiguration, linker: inout StyleLinker
    ) -> any View {
        linker.link(style)
        guard !linker.drawsEnclosingControl else { return DefaultGaugeStyle().makeBody(configuration: configuration) }
        return style.makeBody(configuration: configuration)
    }
}
