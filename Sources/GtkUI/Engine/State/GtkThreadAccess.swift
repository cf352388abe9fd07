import Foundation
import Synchronization

/// Carries a value out of `MainActor.assumeIsolated`, which asks for a `Sendable` result. The
/// value never changes threads: it is read on the GTK thread by code running on that thread.
struct GtkThreadResult<Value>: @unchecked Sendable {
    let value: Value
}

/// Runs `body` on the main actor for nonisolated code that runs on the GTK thread.
///
/// SwiftUI's `State`, `Binding`, `Environment` and the other value property wrappers are
/// nonisolated, so code that is not on the main actor may hold them; what they read and write
/// lives on the GTK thread. Used from another thread, it warns once per caller and runs `body`
/// on the GTK thread, waiting for it there, so the value is still read and written in one place.
/// That wait blocks if the GTK thread is itself waiting for the calling thread.
func onGtkThread<Value>(_ caller: StaticString = #function, _ body: @MainActor () -> Value) -> Value {
    guard Thread.isMainThread else {
        OffThreadAccess.warnOnce(caller)
        return DispatchQueue.main.sync { MainActor.assumeIsolated { GtkThreadResult(value: body()) } }.value
    }
    return MainActor.assumeIsolated { GtkThreadResult(value: body()) }.value
}

/// The callers already warned about using state off the GTK thread.
enum OffThreadAccess {
    private static let warned = Mutex<Set<String>>([])

    static func warnOnce(_ caller: StaticString) {
        let name = "\(caller)"
        guard warned.withLock({ $0.insert(name).inserted }) else { return }
        Diagnostics.warn(
            "GtkUI: \(name) used off the GTK thread; state, bindings and the environment live on the main "
                + "thread, so the access waits for it there. Use them from the main actor.")
    }
}

/// Runs `body` on the main actor with `input`, a value of nonisolated code that runs on the GTK
/// thread (a new value, a closure, a key path): it stays on that thread, so it is handed over
/// as it is.
func onGtkThread<Input, Value>(
    passing input: Input, _ caller: StaticString = #function, _ body: @MainActor (Input) -> Value
) -> Value {
    let input = GtkThreadResult(value: input)
    return onGtkThread(caller) { body(input.value) }
}
