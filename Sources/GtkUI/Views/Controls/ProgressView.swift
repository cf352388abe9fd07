/// Shows progress, drawn by the ``ProgressViewStyle`` of its environment: for the built-in
/// styles a spinner (`GtkSpinner`) while the amount of work is unknown, or a bar
/// (`GtkProgressBar`) filled to `value / total`.
///
/// A nil value makes the bar indeterminate: it pulses. A value outside `0...total` is shown
/// clamped, with one warning. A `Text` label becomes the accessible name; as in SwiftUI, the bar
/// is flexible horizontally, with its label above it.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    private let label: Label
    private let currentValueLabel: CurrentValueLabel
    /// The value and the total, or nil for a spinner.
    private let amount: (value: Double?, total: Double)?

    private init(label: Label, currentValueLabel: CurrentValueLabel, amount: (value: Double?, total: Double)?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.amount = amount
    }

    /// A bar filled to `value / total`, with a label and a label for the current value.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            label: label(), currentValueLabel: currentValueLabel(),
            amount: (value: value.map { Double($0) }, total: Double(total)))
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension ProgressView: View {}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    nonisolated public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), amount: nil)
    }

    /// A bar filled to `value / total`, with a label.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    nonisolated public init() {
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), amount: nil)
    }

    /// A bar filled to `value / total`; a nil value makes it pulse.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled `title`.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol) {
        self.init(label: Text(title), currentValueLabel: EmptyView(), amount: nil)
    }

    /// A bar titled `title`, filled to `value / total`.
    nonisolated public init<V: BinaryFloatingPoint>(_ title: some StringProtocol, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView: StyledView {
    static var styleLabelType: ObjectIdentifier { ObjectIdentifier(ProgressViewStyleConfiguration.Label.self) }

    func makeStyledBody(in environment: EnvironmentValues, linker: inout StyleLinker) -> any View {
        let hasLabel = !(label is EmptyView)
        // Without a label there is none to drop.
        if !hasLabel { linker.labelUsage.noteUsed() }
        let fraction = amount.flatMap { amount in amount.value.map { $0 / amount.total } }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 },
            label: hasLabel ? .init(content: StyleContent(label, usage: linker.labelUsage)) : nil,
            currentValueLabel: currentValueLabel is EmptyView
                ? nil : .init(content: StyleContent(currentValueLabel, usage: nil)),
            amount: amount)
        guard let style = environment.progressViewStyle?.style else {
            linker.link(DefaultProgressViewStyle())
            return DefaultProgressViewStyle().makeBody(configuration: configuration)
        }
        return Self.body(of: style, configuration, linker: &linker)
    }

    @MainActor private static func body<Style: ProgressViewStyle>(
        of style: Style, _ configuration: ProgressViewStyleConfiguration, linker: inout StyleLinker
    ) -> any View {
        linker.link(style)
        guard !linker.drawsEnclosingControl else {
            return DefaultProgressViewStyle().makeBody(configuration: configuration)
        }
        return style.makeBody(configuration: configuration)
    }
}
