/// Which control has the keyboard focus, as state: a `Bool` for one control, or an optional
/// `Hashable` value naming which of several has it.
///
/// ```swift
/// @FocusState private var focused: Field?
/// TextField("Name", text: $name).focused($focused, equals: .name)
/// Button("Next") { focused = .email }
/// ```
/// Setting it moves the focus (`gtk_widget_grab_focus`); the user moving the focus writes it
/// once. GtkUI honours `.focused` on ``TextField`` and ``SecureField``.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, Sendable {
    let box: StateBox<Value>

    /// The current value; setting it moves the focus.
    public var wrappedValue: Value {
        get { onGtkThread(passing: box) { $0.storage.get() } }
        nonmutating set { onGtkThread(passing: (box, newValue)) { $0.0.storage.set($0.1) } }
    }

    /// The binding that ``View/focused(_:)`` and ``View/focused(_:equals:)`` take.
    public var projectedValue: Binding {
        Binding(binding: GtkUI.Binding(location: onGtkThread(passing: box) { $0.storage }))
    }

    /// Focus state for one control: true while it has the focus.
    public init() where Value == Bool {
        box = StateBox(initialValue: false)
    }

    /// Focus state naming which control has the focus: nil while none of them has it.
    public init<T: Hashable>() where Value == T? {
        box = StateBox(initialValue: nil)
    }

    var linkedBox: any LinkedPropertyBox { box }

    /// A focus state binding, as `$focused` gives it.
    @propertyWrapper
    public struct Binding {
        let binding: GtkUI.Binding<Value>

        /// The current value; setting it moves the focus.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        /// This binding.
        public var projectedValue: Binding { self }
    }
}

/// A `.focused` binding as a focusable control sees it: whether it is asked to have the focus,
/// and how to say that it gained or lost it.
extension FocusState: LinkedProperty {}

struct FocusTarget {
    /// Whether the state names this control.
    let isRequested: Bool
    /// Writes the state when this control gains (true) or loses (false) the focus.
    let write: @MainActor (Bool) -> Void
}

private struct FocusTargetKey: EnvironmentKey {
    static let defaultValue: FocusTarget? = nil
}

extension EnvironmentValues {
    /// The `.focused` binding of the control here.
    var focusTarget: FocusTarget? {
        get { self[FocusTargetKey.self] }
        set { self[FocusTargetKey.self] = newValue }
    }
}

extension View {
    /// Binds the focus of the text field here to `condition`: true while it has the focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let binding = condition.binding
        let target = FocusTarget(isRequested: binding.wrappedValue) { focused in
            if binding.wrappedValue != focused { binding.wrappedValue = focused }
        }
        return environment(\.focusTarget, target)
    }

    /// Binds the focus of the text field here to `binding`: the field has the focus while the
    /// state equals `value`, and gaining it sets the state to `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        let binding = binding.binding
        let target = FocusTarget(isRequested: binding.wrappedValue == value) { focused in
            if focused, binding.wrappedValue != value {
                binding.wrappedValue = value
            } else if !focused, binding.wrappedValue == value, let none = Self.none(of: Value.self) {
                binding.wrappedValue = none
            }
        }
        return environment(\.focusTarget, target)
    }

    /// nil for an optional type; other types have no value meaning "no focus".
    private static func none<Value>(of type: Value.Type) -> Value? {
        (type as? any ExpressibleByNilLiteral.Type).map { $0.init(nilLiteral: ()) as? Value } ?? nil
    }
}
