/// The axis of the nearest enclosing stack, given to the stack's content through
/// ``GtkContainerRepresentable/updateContentEnvironment(_:)``, so a ``Spacer`` knows which way to
/// grow. Nil outside a stack.
private struct StackAxisKey: EnvironmentKey {
    static let defaultValue: Axis? = nil
}

extension EnvironmentValues {
    /// The axis of the nearest enclosing stack.
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}
