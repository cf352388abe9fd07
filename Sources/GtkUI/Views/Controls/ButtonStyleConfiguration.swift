/// What a ``ButtonStyle`` is given: the button's label, its role, and whether it is pressed.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: StyleContent
    }

    /// The button's role, or nil.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is held down, by the pointer or by Space.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: StyleContentView {}
