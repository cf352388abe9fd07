import CGtkShim

/// One argument of a signal emission, read from GLib's `GValue` without copying.
///
/// Valid only during the handler call, like the `GValue` it reads.
public struct SignalValue {
    let value: UnsafePointer<GValue>

    /// The value's GType.
    public var type: GType { value.pointee.g_type }

    private var fundamental: GType { g_type_fundamental(type) }

    /// The value as a pointer: an object instance, a boxed struct (`GdkEvent*`, `GtkAllocation*`,
    /// `cairo_t*`) or a raw pointer. Nil for other value types.
    public var pointer: UnsafeMutableRawPointer? {
        switch fundamental {
        case gtkui_type_object(): return g_value_get_object(value)
        case gtkui_type_boxed(): return g_value_get_boxed(value)
        case gtkui_type_pointer(): return g_value_get_pointer(value)
        default: return nil
        }
    }

    /// The value as a typed pointer, for example `args[1].pointer(to: GdkEventKey.self)`.
    public func pointer<Pointee>(to type: Pointee.Type) -> UnsafeMutablePointer<Pointee>? {
        pointer?.assumingMemoryBound(to: Pointee.self)
    }

    /// The value as a Boolean, or nil if it holds no `gboolean`.
    public var bool: Bool? {
        fundamental == gtkui_type_boolean() ? g_value_get_boolean(value) != 0 : nil
    }

    /// The value as an integer, for any integer, enum or flags type; nil otherwise.
    public var int: Int? {
        switch fundamental {
        case gtkui_type_int(): return Int(g_value_get_int(value))
        case gtkui_type_uint(): return Int(g_value_get_uint(value))
        case gtkui_type_long(): return Int(g_value_get_long(value))
        case gtkui_type_ulong(): return Int(g_value_get_ulong(value))
        case gtkui_type_int64(): return Int(g_value_get_int64(value))
        case gtkui_type_uint64(): return Int(g_value_get_uint64(value))
        case gtkui_type_enum(): return Int(g_value_get_enum(value))
        case gtkui_type_flags(): return Int(g_value_get_flags(value))
        default: return nil
        }
    }

    /// The value as a floating-point number, for `gdouble` and `gfloat`; nil otherwise.
    public var double: Double? {
        switch fundamental {
        case gtkui_type_double(): return g_value_get_double(value)
        case gtkui_type_float(): return Double(g_value_get_float(value))
        default: return nil
        }
    }

    /// The value as a string, or nil if it holds no string (or a NULL one).
    public var string: String? {
        guard fundamental == gtkui_type_string(), let chars = g_value_get_string(value) else { return nil }
        return String(cString: chars)
    }
}
