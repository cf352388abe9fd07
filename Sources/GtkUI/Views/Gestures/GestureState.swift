/// State that a gesture updates while it is recognised and that goes back to its initial value
/// when the gesture ends or is cancelled, as SwiftUI's `GestureState`.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// Circle()
///     .offset(dragOffset)
///     .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// ```
/// Only ``Gesture/updating(_:body:)`` changes it; views read it as any state, and only the views
/// that read it are evaluated again.
@propertyWrapper
public struct GestureState<Value>: LinkedProperty {
    let box: StateBox<Value>
    let initialValue: Value
    let reset: @MainActor (Value, inout Transaction) -> Void

    /// Gesture state starting, and reset to, `wrappedValue`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Gesture state starting, and reset to, `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Gesture state reset to `wrappedValue` in `resetTransaction`, for example with an
    /// animation: `@GestureState(resetTransaction: Transaction(animation: .spring))`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// Gesture state reset to `wrappedValue`, with `reset` choosing the transaction from the value
    /// being reset.
    public init(wrappedValue: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        box = StateBox(initialValue: wrappedValue)
        initialValue = wrappedValue
        self.reset = reset
    }

    /// The current value.
    public var wrappedValue: Value { box.storage.get() }

    /// The state itself, for ``Gesture/updating(_:body:)``: `$dragOffset`.
    public var projectedValue: GestureState<Value> { self }

    var linkedBox: any LinkedPropertyBox { box }

    /// Sets the value in `transaction`, as the gesture changes.
    func set(_ value: Value, in transaction: Transaction) {
        withTransaction(transaction) { box.storage.set(value) }
    }

    /// Puts the initial value back, as the gesture ends or is cancelled.
    func resetToInitial() {
        var transaction = Transaction()
        reset(box.storage.get(), &transaction)
        withTransaction(transaction) { box.storage.set(initialValue) }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state starting, and reset to, nil, in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}
