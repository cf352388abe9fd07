/// The coordinator of a control bound two-way to one value: a check box to a `Bool`, an entry to
/// a `String`, a scale to a `Double`.
///
/// It keeps the latest binding, so the widget's handler always writes where the current view
/// value points. With the two context helpers below, a control needs no coordinator of its own:
///
/// ```swift
/// struct Volume: GtkWidgetRepresentable {
///     @Binding var level: Double
///     func makeCoordinator() -> BindingCoordinator<Double> { BindingCoordinator($level) }
///     func makeWidget(context: Context) -> UnsafeMutablePointer<GtkScale> {
///         let scale: UnsafeMutablePointer<GtkScale> = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.1)!.cast()
///         context.connectEdits(scale, "value-changed") { gtk_range_get_value(scale.cast()) }
///         return scale
///     }
///     func updateWidget(_ scale: UnsafeMutablePointer<GtkScale>, context: Context) {
///         context.show($level, current: gtk_range_get_value(scale.cast())) { gtk_range_set_value(scale.cast(), $0) }
///     }
/// }
/// ```
@MainActor
public final class BindingCoordinator<Value> {
    /// Where the user's edits go; refreshed by ``GtkWidgetRepresentableContext/show(_:current:apply:)``.
    public var binding: Binding<Value>

    /// A coordinator writing to `binding`.
    public init(_ binding: Binding<Value>) {
        self.binding = binding
    }
}

extension GtkWidgetRepresentableContext {
    /// Connects `signal` on `object` so that each emission writes `read()` to the coordinator's
    /// binding: one write per user edit. Emissions caused by ``show(_:current:apply:)`` are
    /// blocked, so values set from code never come back as edits.
    public func connectEdits<Object, Value>(
        _ object: UnsafeMutablePointer<Object>, _ signal: String, read: @escaping @MainActor () -> Value
    ) where Representable.Coordinator == BindingCoordinator<Value> {
        let coordinator = coordinator
        connect(object, signal) { _ in coordinator.binding.wrappedValue = read() }
    }

    /// Points the coordinator at `binding` and, when the widget shows `current` rather than the
    /// binding's value, calls `apply` with the value while the context's handlers are blocked.
    public func show<Value: Equatable>(_ binding: Binding<Value>, current: Value, apply: (Value) -> Void)
    where Representable.Coordinator == BindingCoordinator<Value> {
        coordinator.binding = binding
        let value = binding.wrappedValue
        guard value != current else { return }
        withSignalsBlocked { apply(value) }
    }
}
