import CGtkShim

/// A Swift value a signal handler can hand back to GLib, such as the `gboolean` of
/// `delete-event` or `draw`.
public protocol SignalReturnValue {
    /// Writes the value into GLib's return slot, which GLib has initialised with the signal's type.
    func store(in slot: UnsafeMutablePointer<GValue>)
}

extension Bool: SignalReturnValue {
    /// Stores `TRUE` or `FALSE` into a `gboolean` slot.
    public func store(in slot: UnsafeMutablePointer<GValue>) {
        g_value_set_boolean(slot, self ? 1 : 0)
    }
}

extension Int32: SignalReturnValue {
    /// Stores the number into a `gint` slot.
    public func store(in slot: UnsafeMutablePointer<GValue>) {
        g_value_set_int(slot, self)
    }
}

extension Double: SignalReturnValue {
    /// Stores the number into a `gdouble` slot.
    public func store(in slot: UnsafeMutablePointer<GValue>) {
        g_value_set_double(slot, self)
    }
}

extension String: SignalReturnValue {
    /// Stores a copy of the string into a `gchararray` slot.
    public func store(in slot: UnsafeMutablePointer<GValue>) {
        g_value_set_string(slot, self)
    }
}
