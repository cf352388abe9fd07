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

    /// The transaction of the update being made, as SwiftUI's context has it: its
    /// ``Transaction/animation`` says how a change should move. An empty transaction in
    /// `makeWidget` at the first mount and outside update passes.
    public var transaction: Transaction { ViewGraph.updateTransaction }
}
