/// What a ``PrimitiveButtonStyle`` is given: the button's label, its role, and a way to run its
/// action.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: StyleContent
    }

    /// The button's role, or nil.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: StyleContentView {}
