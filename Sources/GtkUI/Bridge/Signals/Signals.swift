import CGtkShim

/// Connects GObject signals to Swift closures, for any signal signature.
///
/// ```swift
/// Signals.connect(button, "clicked") { _ in count += 1 }
/// Signals.connect(window, "delete-event") { args -> Bool in
///     return false  // let GTK close the window
/// }
/// ```
///
/// Handlers run on the GTK thread, which is the main actor.
@MainActor
public enum Signals {
    /// Connects `handler` to `signal` on `object`. An unknown signal name logs one warning and
    /// returns a handle that is not connected.
    @discardableResult
    public static func connect<Object>(
        _ object: UnsafeMutablePointer<Object>,
        _ signal: String,
        after: Bool = false,
        _ handler: @escaping @MainActor (SignalArguments) -> Void
    ) -> SignalConnection {
        connectBox(object.gObject, signal, after: after) { arguments, _ in handler(arguments) }
    }

    /// Connects a handler that returns a value, such as the `gboolean` of `delete-event`,
    /// `key-press-event` or `draw`.
    @discardableResult
    public static func connect<Object, Result: SignalReturnValue>(
        _ object: UnsafeMutablePointer<Object>,
        _ signal: String,
        after: Bool = false,
        returning handler: @escaping @MainActor (SignalArguments) -> Result
    ) -> SignalConnection {
        connectBox(object.gObject, signal, after: after) { arguments, returnSlot in
            let result = handler(arguments)
            if let returnSlot, returnSlot.pointee.g_type != 0 {
                result.store(in: returnSlot)
            }
        }
    }

    private static func connectBox(
        _ object: UnsafeMutablePointer<GObject>,
        _ signal: String,
        after: Bool,
        invoke: @escaping @MainActor (SignalArguments, UnsafeMutablePointer<GValue>?) -> Void
    ) -> SignalConnection {
        GtkThread.check()
        var signalID: guint = 0
        var detail: GQuark = 0
        let type = gtkui_instance_type(UnsafeMutableRawPointer(object))
        guard g_signal_parse_name(signal, type, &signalID, &detail, 1) != 0 else {
            Diagnostics.warn("GtkUI: \(object.typeName) has no signal named '\(signal)'; handler not connected")
            return SignalConnection(emitter: object, handlerID: 0)
        }
        let closure = SignalHandlerBox(invoke: invoke).makeClosure()
        let handlerID = g_signal_connect_closure(object, signal, closure, after ? 1 : 0)
        return SignalConnection(emitter: object, handlerID: handlerID)
    }
}
