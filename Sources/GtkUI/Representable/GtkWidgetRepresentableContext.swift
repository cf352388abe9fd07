/// What a representable's `makeWidget`, `updateWidget` and `sizeThatFits` receive: its
/// coordinator, the environment, and signal connections that GtkUI disconnects before
/// dismantling.
@MainActor
public struct GtkWidgetRepresentableContext<Representable: GtkWidgetRepresentable> {
    /// The coordinator made by `makeCoordinator()`.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
    let connections: SignalConnectionSet

    /// Connects `handler` to `signal` on `object` for as long as the view is mounted.
    @discardableResult
    public func connect<Object>(
        _ object: UnsafeMutablePointer<Object>, _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor (SignalArguments) -> Void
    ) -> SignalConnection {
        connections.add(Signals.connect(object, signal, after: after, handler))
    }

    /// Connects a handler that returns a value (`delete-event`, `draw`, `key-press-event`) for as
    /// long as the view is mounted.
    @discardableResult
    public func connect<Object, Result: SignalReturnValue>(
        _ object: UnsafeMutablePointer<Object>, _ signal: String, after: Bool = false,
        returning handler: @escaping @MainActor (SignalArguments) -> Result
    ) -> SignalConnection {
        connections.add(Signals.connect(object, signal, after: after, returning: handler))
    }

    /// Runs `body` with every handler connected through this context blocked, so values set from
    /// code do not come back through the handlers as if the user had made them.
    public func withSignalsBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        connections.blockAll()
        defer { connections.unblockAll() }
        return try body()
    }
}

/// The signal connections made through one representable's context.
@MainActor
final class SignalConnectionSet {
    private var connections: [SignalConnection] = []

    func add(_ connection: SignalConnection) -> SignalConnection {
        connections.append(connection)
        return connection
    }

    func blockAll() { connections.forEach { $0.block() } }
    func unblockAll() { connections.forEach { $0.unblock() } }

    func disconnectAll() {
        connections.forEach { $0.disconnect() }
        connections.removeAll()
    }
}
