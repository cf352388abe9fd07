/// The arguments of one signal emission. Index 0 is the emitting instance, as in GLib.
///
/// Valid only during the handler call.
public struct SignalArguments {
    private let values: UnsafePointer<GValue>

    /// The number of values, the instance included.
    public let count: Int

    init(values: UnsafePointer<GValue>, count: Int) {
        self.values = values
        self.count = count
    }

    /// The emitting instance.
    public var instance: UnsafeMutableRawPointer? { self[0].pointer }

    /// The value at `index`: 0 is the instance, 1 the signal's first parameter.
    public subscript(index: Int) -> SignalValue {
        precondition(index >= 0 && index < count, "GtkUI: signal argument \(index) out of range 0..<\(count)")
        return SignalValue(value: values + index)
    }
}
