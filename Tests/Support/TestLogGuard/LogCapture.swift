import CGtk
import XCTest

/// Collects GLib log messages of one domain while a block runs, instead of printing them.
///
/// This is how a test says it expects a warning: outside a capture, any warning or critical from
/// GTK, GDK, GLib, GObject, GIO, Pango or ATK fails the running test.
@MainActor
public enum LogCapture {
    /// Runs `body`, and returns the warnings, criticals and messages that were logged in `domain`
    /// meanwhile, structured or not. They neither print nor fail the test; the test checks them.
    public static func capture(domain: String, _ body: () throws -> Void) rethrows -> [String] {
        let id = LogGuard.state.withLock { state -> Int in
            state.nextCaptureID += 1
            state.captures.append(LogGuard.Capture(id: state.nextCaptureID, domain: domain))
            return state.nextCaptureID
        }
        defer { LogGuard.state.withLock { $0.captures.removeAll { $0.id == id } } }
        try body()
        return LogGuard.state.withLock { state in state.captures.first { $0.id == id }?.messages ?? [] }
    }

    /// Runs `body`, which must log at least one message in `domain` containing `fragment`; fails
    /// the test if none does. Returns every message of `domain` that was logged meanwhile.
    @discardableResult
    public static func expect(
        _ fragment: String, domain: String, file: StaticString = #filePath, line: UInt = #line,
        _ body: () throws -> Void
    ) rethrows -> [String] {
        let messages = try capture(domain: domain, body)
        if !messages.contains(where: { $0.contains(fragment) }) {
            XCTFail("expected a \(domain) message containing “\(fragment)”, got \(messages)", file: file, line: line)
        }
        return messages
    }
}
