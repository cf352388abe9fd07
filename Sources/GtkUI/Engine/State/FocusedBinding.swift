/// Reads and writes a value that the focused window publishes as a ``Binding``:
///
/// ```swift
/// struct FontCommands: Commands {
///     @FocusedBinding(\.fontSize) private var fontSize
///     var body: some Commands {
///         CommandMenu("Format") {
///             Button("Bigger") { fontSize? += 1 }.disabled(fontSize == nil)
///         }
///     }
/// }
/// ```
/// published with `.focusedValue(\.fontSize, $size)`. See ``FocusedValue`` for what "focused"
/// means.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    /// Reads the binding at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    /// The bound value, or nil while no binding is published. Setting a value writes it through
    /// the binding; setting nil does nothing.
    public var wrappedValue: Value? {
        get { onGtkThread(passing: keyPath) { FocusedValuesCenter.shared.read($0)?.wrappedValue } }
        nonmutating set {
            let binding = onGtkThread(passing: keyPath) { FocusedValuesCenter.shared.read($0) }
            guard let newValue, let binding else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the bound value, nil while none is published.
    public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}
