/// The signal connections made through one representable's context: GtkUI disconnects them all
/// before the representable is dismantled, and blocks them all while code sets values.
@MainActor
public final class SignalScope {
    private var connections: [SignalConnection] = []

    init() {}

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

/// A representable's context: connects signals for as long as the view is mounted.
@MainActor
public protocol SignalConnectingContext {
    /// Where the context's connections are kept.
    var connections: SignalScope { get }
}

extension SignalConnectingContext {
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
