import Foundation

/// Carries a value out of `MainActor.assumeIsolated`, which asks for a `Sendable` result. The
/// value never changes threads: it is read on the GTK thread by code running on that thread.
struct GtkThreadResult<Value>: @unchecked Sendable {
    let value: Value
}

/// Runs `body` on the main actor for nonisolated code that runs on the GTK thread.
///
/// SwiftUI's `State`, `Binding`, `Environment` and the other value property wrappers are
/// nonisolated, so code that is not on the main actor may hold them; what they read and write
/// lives on the GTK thread. Used from another thread, this stops with a message that names the
/// caller, as GTK calls off that thread do in debug builds.
func onGtkThread<Value>(_ caller: StaticString = #function, _ body: @MainActor () -> Value) -> Value {
    guard Thread.isMainThread else {
        fatalError(
            "GtkUI: \(caller) used off the GTK thread; state, bindings and the environment live on the main thread")
    }
    return MainActor.assumeIsolated { GtkThreadResult(value: body()) }.value
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
