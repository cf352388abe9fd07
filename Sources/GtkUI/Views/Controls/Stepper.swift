/// A label beside a pair of linked "−" and "+" buttons that step a value down and up.
///
/// As in SwiftUI, the stepper does not show the value itself: put it in the label, as in
/// `Stepper("Copies: \(copies)", value: $copies, in: 1...10)`. With a range, the value is kept
/// within it and a button is insensitive at its bound. A `Text` label becomes the accessible name
/// of the button pair.
public struct Stepper<Label: View>: View {
    private let label: Label
    private let onIncrement: (@MainActor () -> Void)?
    private let onDecrement: (@MainActor () -> Void)?
    private let onEditingChanged: @MainActor (Bool) -> Void
    /// Which buttons work now, and what is wrong with the input; read in `body`, so a change of the
    /// bound value updates only this view.
    private let limits: @MainActor () -> StepperLimits

    /// The label, then the buttons.
    public var body: some View {
        let limits = limits()
        HStack(spacing: 8) {
            label
            StepperButtons(
                title: ControlSupport.text(of: label),
                onIncrement: limits.canIncrement ? onIncrement : nil,
                onDecrement: limits.canDecrement ? onDecrement : nil,
                onEditingChanged: onEditingChanged, problem: limits.problem)
        }
    }

    /// A stepper that calls `onIncrement` and `onDecrement`; a nil action makes its button insensitive.
    /// `onEditingChanged` receives true when a button is pressed and false when it is released.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
        onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        limits = { StepperLimits(canIncrement: true, canDecrement: true, problem: nil) }
    }

    /// A stepper moving `value` by `step` within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label())
    }

    /// A stepper moving `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: label())
    }

    private init<V: Strideable>(
        value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
        onEditingChanged: @escaping @MainActor (Bool) -> Void, label: Label
    ) {
        let stepping = StepperStepping(value: value, bounds: bounds, step: step)
        self.label = label
        self.onEditingChanged = onEditingChanged
        onIncrement = { stepping.move(up: true) }
        onDecrement = { stepping.move(up: false) }
        limits = { stepping.limits() }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
    public init(
        _ title: some StringProtocol, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` moving `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<V: Strideable>(
        _ title: some StringProtocol, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: Text(title))
    }

    /// A stepper titled `title` moving `value` by `step`, without bounds.
    @_disfavoredOverload
    public init<V: Strideable>(
        _ title: some StringProtocol, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: Text(title))
    }
}
