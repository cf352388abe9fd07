/// What a representable's `makeWidget`, `updateWidget` and `sizeThatFits` receive: its
/// coordinator, the environment, and signal connections that GtkUI disconnects before
/// dismantling.
@MainActor
public struct GtkWidgetRepresentableContext<Representable: GtkWidgetRepresentable>: SignalConnectingContext {
    /// The coordinator made by `makeCoordinator()`.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
    /// The connections made through this context.
    public let connections: SignalScope
}
