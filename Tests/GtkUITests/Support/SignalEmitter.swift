import CGtkShim
import GtkUI

/// Emits a signal the way `g_signal_emit_by_name` does, with pointer-valued arguments
/// (objects, boxed structs, raw pointers; an integer argument is passed as a pointer whose bit
/// pattern is the number, `UnsafeMutableRawPointer(bitPattern: 12)`). Swift cannot call the variadic C function, so this
/// builds the `GValue` array from the signal's own parameter types and calls `g_signal_emitv`.
@MainActor
enum SignalEmitter {
    /// Emits `signal` on `object` with `arguments`, returning the handler's result if the signal
    /// has one (as a Boolean for `gboolean` signals), or nil.
    @discardableResult
    static func emit<T>(_ object: UnsafeMutablePointer<T>, _ signal: String, _ arguments: UnsafeMutableRawPointer?...)
        -> Bool?
    {
        let signalID = g_signal_lookup(signal, gtkui_instance_type(UnsafeMutableRawPointer(object)))
        precondition(signalID != 0, "no signal \(signal)")
        var query = GSignalQuery()
        g_signal_query(signalID, &query)
        precondition(Int(query.n_params) == arguments.count, "\(signal) takes \(query.n_params) arguments")

        var values = [GValue](repeating: GValue(), count: arguments.count + 1)
        g_value_init(&values[0], gtkui_instance_type(UnsafeMutableRawPointer(object)))
        g_value_set_object(&values[0], UnsafeMutableRawPointer(object))
        for (index, argument) in arguments.enumerated() {
            // G_SIGNAL_TYPE_STATIC_SCOPE is bit 0 of the parameter type.
            let type = query.param_types[index] & ~GType(1)
            g_value_init(&values[index + 1], type)
            switch g_type_fundamental(type) {
            case gtkui_type_object(): g_value_set_object(&values[index + 1], argument)
            case gtkui_type_boxed(): g_value_set_boxed(&values[index + 1], argument)
            case gtkui_type_string():
                g_value_set_string(&values[index + 1], argument?.assumingMemoryBound(to: CChar.self))
            case GType(6 << 2):
                g_value_set_int(&values[index + 1], Int32(truncatingIfNeeded: Int(bitPattern: argument)))
            case GType(7 << 2):
                g_value_set_uint(&values[index + 1], UInt32(truncatingIfNeeded: Int(bitPattern: argument)))
            default: g_value_set_pointer(&values[index + 1], argument)
            }
        }
        var result = GValue()
        let returnType = query.return_type & ~GType(1)
        if returnType != gtkui_type_none() { g_value_init(&result, returnType) }
        values.withUnsafeBufferPointer { g_signal_emitv($0.baseAddress, signalID, 0, &result) }
        for index in values.indices { g_value_unset(&values[index]) }
        defer { if returnType != gtkui_type_none() { g_value_unset(&result) } }
        return returnType == gtkui_type_boolean() ? g_value_get_boolean(&result) != 0 : nil
    }
}
