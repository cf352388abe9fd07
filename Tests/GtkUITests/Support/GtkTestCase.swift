import Foundation
import GtkUI
import XCTest

/// Base class for tests that touch GTK: starts GTK and offers loop helpers.
///
/// XCTest runs test methods on the main thread, which is the GTK thread. Its test discovery on
/// Linux cannot call `@MainActor` test methods, so each test wraps its body in ``onGtkThread(_:)``.
class GtkTestCase: XCTestCase {
    override func setUpWithError() throws {
        try onGtkThread { try GtkRuntime.initialize() }
    }

    /// Runs `body` on the main actor; fails loudly if XCTest ever calls a test off the main thread.
    func onGtkThread<Result: Sendable>(_ body: @MainActor () throws -> Result) rethrows -> Result {
        try MainActor.assumeIsolated(body)
    }
}

/// Runs GLib's main loop from a test, the way an application's loop would.
@MainActor
enum TestLoop {
    /// Runs GLib's main loop, blocking between events, until `condition` holds or `timeout` passes.
    /// - Returns: whether the condition was met.
    @discardableResult
    static func run(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = TimeoutFlag(after: timeout)
        defer { deadline.cancel() }
        while !condition() && !deadline.fired {
            g_main_context_iteration(nil, 1)
        }
        return condition()
    }

    /// Runs GLib's main loop for `duration`, blocking between events.
    static func run(for duration: TimeInterval) {
        let deadline = TimeoutFlag(after: duration)
        defer { deadline.cancel() }
        while !deadline.fired {
            g_main_context_iteration(nil, 1)
        }
    }

    /// Runs every pending GLib event without blocking.
    static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}

/// A GLib timeout that flips a flag, so a blocking loop iteration wakes up at the deadline.
@MainActor
final class TimeoutFlag {
    private let state = UnsafeMutablePointer<gboolean>.allocate(capacity: 1)
    private var sourceID: guint = 0

    init(after seconds: TimeInterval) {
        state.initialize(to: 0)
        sourceID = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(0, seconds * 1000)),
            { data in
                data?.assumingMemoryBound(to: gboolean.self).pointee = 1
                return 0  // G_SOURCE_REMOVE
            }, state, nil)
    }

    var fired: Bool { state.pointee != 0 }

    func cancel() {
        if !fired { g_source_remove(sourceID) }
        state.deallocate()
    }
}

/// Counts finalisations of GObjects through `g_object_weak_ref`, independently of the library.
@MainActor
final class FinalizationCounter {
    private let storage = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init() { storage.initialize(to: 0) }

    /// Objects watched and finalised so far.
    var finalized: Int { storage.pointee }

    func watch<T>(_ object: UnsafeMutablePointer<T>) {
        g_object_weak_ref(
            object.gObject,
            { data, _ in data?.assumingMemoryBound(to: Int.self).pointee += 1 },
            storage)
    }
}
