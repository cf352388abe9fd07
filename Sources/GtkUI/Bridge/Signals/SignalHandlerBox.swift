/// Holds a Swift signal handler for the lifetime of its GClosure.
///
/// GLib owns the box: it is retained once when the closure is made and released only by the
/// closure's finalize notifier, which GLib runs after disconnection or when the emitter is finalised,
/// never while the closure can still be invoked.
final class SignalHandlerBox {
    /// Runs the handler and, when the signal has a return value, writes it into `returnSlot`.
    let invoke: @MainActor (SignalArguments, UnsafeMutablePointer<GValue>?) -> Void

    init(invoke: @escaping @MainActor (SignalArguments, UnsafeMutablePointer<GValue>?) -> Void) {
        self.invoke = invoke
        Diagnostics.liveSignalBoxes.increment()
    }

    deinit {
        Diagnostics.liveSignalBoxes.decrement()
    }

    /// Wraps the box in a floating GClosure whose marshaller calls it and whose finalize
    /// notifier releases it.
    func makeClosure() -> UnsafeMutablePointer<GClosure> {
        let data = Unmanaged.passRetained(self).toOpaque()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)!
        g_closure_set_marshal(closure, signalHandlerMarshal)
        g_closure_add_finalize_notifier(closure, data, signalHandlerRelease)
        return closure
    }
}

/// The one marshaller for every signal signature: it hands the `GValue` arguments to Swift.
///
/// GLib calls it on the thread that emits, which for GTK is the main thread; the pointers cross
/// into the main actor as addresses because they are only valid for this synchronous call.
private let signalHandlerMarshal: GClosureMarshal = { closure, returnValue, count, params, _, _ in
    guard let data = closure?.pointee.data, let params else { return }
    let boxAddress = UInt(bitPattern: data)
    let paramsAddress = UInt(bitPattern: params)
    let returnAddress = UInt(bitPattern: returnValue)
    MainActor.assumeIsolated {
        guard let data = UnsafeMutableRawPointer(bitPattern: boxAddress),
            let params = UnsafePointer<GValue>(bitPattern: paramsAddress)
        else { return }
        let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
        box.invoke(
            SignalArguments(values: params, count: Int(count)),
            UnsafeMutablePointer<GValue>(bitPattern: returnAddress))
    }
}

/// The closure's finalize notifier: GLib's signal that the box may go.
private let signalHandlerRelease: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
}
