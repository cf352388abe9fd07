extension View {
    /// Lets the view take the keyboard focus, from Tab and from a click, with GTK's focus ring
    /// while it has it. Key modifiers (`.onKeyPress`, `.onMoveCommand`) around it then get its
    /// keys, and `.focused` follows it.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        FocusableView(content: self, isFocusable: isFocusable)
    }

    /// Lets the view take the keyboard focus for `interactions`; GtkUI treats every kind alike.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        FocusableView(content: self, isFocusable: isFocusable)
    }

    /// Hides GTK's focus ring on the focusable views inside, which still take the focus.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isFocusEffectEnabled, !disabled)
    }

    /// Groups the focusable views inside for moving the focus with the arrow keys. GTK already
    /// moves the focus to the nearest view in the arrow's direction, so this changes nothing.
    public func focusSection() -> some View {
        self
    }

    /// Gives the focus to the view bound to `value` when the view appears and nothing bound to
    /// `binding` has it yet.
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        onAppear {
            let current = binding.wrappedValue
            if current == FocusDefaults.none(of: Value.self) || (current as? Bool) == false {
                binding.wrappedValue = value
            }
        }
    }
}

/// When `.defaultFocus` applies, as SwiftUI's `DefaultFocusEvaluationPriority`; GtkUI applies it
/// when the view appears, whatever the priority.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let rawValue: Int

    /// When the view appears.
    public static let automatic = DefaultFocusEvaluationPriority(rawValue: 0)
    /// Also when the focus would otherwise leave it undecided.
    public static let userInitiated = DefaultFocusEvaluationPriority(rawValue: 1)
}

/// The "nothing focused" value of a focus state's type.
enum FocusDefaults {
    static func none<Value: Hashable>(of type: Value.Type) -> Value? {
        (type as? any ExpressibleByNilLiteral.Type).map { $0.init(nilLiteral: ()) as? Value } ?? nil
    }
}
