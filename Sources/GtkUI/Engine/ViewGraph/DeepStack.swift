import CGtkShim

/// Lets the engine's recursive walks (mounting, updating, unmounting) go deeper than the thread's
/// stack: when little stack is left, the walk goes on in a fresh stack segment on the same thread.
/// Nesting is then limited by what GTK itself lays out and draws, not by the engine's recursion.
@MainActor
enum DeepStack {
    /// Below this many bytes left, a walk moves to a new segment: room for the frames between two
    /// checks (one node's mount or update, with the GTK calls it makes) in a debug build.
    static let margin = 512 * 1024
    /// Each segment's size: address space reserved, of which only the pages used take memory.
    static let segmentSize = 64 * 1024 * 1024

    /// Runs `body`, on a new stack segment when the current one is nearly used up.
    static func run<Result>(_ body: () -> Result) -> Result {
        guard gtkui_stack_remaining() < margin else { return body() }
        return onNewSegment(body)
    }

    private static func onNewSegment<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        withoutActuallyEscaping(body) { body in
            var call: () -> Void = { result = body() }
            let ran = withUnsafeMutablePointer(to: &call) { pointer in
                gtkui_call_on_new_stack(
                    segmentSize, { context in context?.assumingMemoryBound(to: (() -> Void).self).pointee() },
                    pointer)
            }
            // No segment could be mapped: go on where we are, as before.
            if ran == 0 { call() }
        }
        // Both paths above ran `call`, which set it.
        return result!
    }
}
