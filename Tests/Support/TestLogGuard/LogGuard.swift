import CGtk
import CTestLogGuard
import Foundation
import Synchronization
import XCTest

/// The test process's GLib log writer: a warning or a critical from GTK or the libraries under it
/// fails the running test unless the test captured that domain with ``LogCapture``.
///
/// GTK logs most of its messages through GLib's structured logger, which handlers installed with
/// `g_log_set_handler` never see; a log writer sees every message, structured or not.
enum LogGuard {
    /// The domains of GTK and the libraries it stands on. GtkUI's own domain is not here: its
    /// warnings answer bad input, which many tests provide on purpose.
    static let guardedDomains: Set<String> = [
        "Gtk", "Gdk", "GLib", "GLib-GObject", "GLib-GIO", "GObject", "Atk", "GdkPixbuf", "Pango",
    ]

    /// A running ``LogCapture``: its domain and what it collected so far.
    struct Capture: Sendable {
        let id: Int
        let domain: String
        var messages: [String] = []
    }

    /// What the writer shares across threads: GLib may log from its worker threads too.
    struct State: Sendable {
        var captures: [Capture] = []
        var nextCaptureID = 0
        /// Unexpected messages logged off the main thread or between tests, not yet reported.
        var pending: [String] = []
    }

    static let state = Mutex(State())

    /// The test that is running; only read and written on the main thread, where XCTest runs tests.
    nonisolated(unsafe) static var currentTest: XCTestCase?
    /// The last test that ran, to say where a message logged between tests came from.
    nonisolated(unsafe) static var lastTestName = "the first test"

    static func start() {
        g_log_set_writer_func(
            { level, fields, count, _ in
                guard let fields else { return G_LOG_WRITER_UNHANDLED }
                return LogGuard.write(level: level, fields: UnsafeBufferPointer(start: fields, count: Int(count)))
                    ? G_LOG_WRITER_HANDLED : g_log_writer_default(level, fields, count, nil)
            }, nil, nil)
        XCTestObservationCenter.shared.addTestObserver(LogGuardObserver())
    }

    /// Takes a message a capture expects, or reports an unexpected one; true when it is taken and
    /// must not print.
    private static func write(level: GLogLevelFlags, fields: UnsafeBufferPointer<GLogField>) -> Bool {
        let levels = level.rawValue
        let isProblem = levels & (G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue) != 0
        let isCapturable = isProblem || levels & G_LOG_LEVEL_MESSAGE.rawValue != 0
        guard isCapturable else { return false }
        let domain = field("GLIB_DOMAIN", in: fields) ?? ""
        let message = field("MESSAGE", in: fields) ?? ""
        let captured = state.withLock { state -> Bool in
            guard let index = state.captures.lastIndex(where: { $0.domain == domain }) else { return false }
            state.captures[index].messages.append(message)
            return true
        }
        if captured { return true }
        guard isProblem, guardedDomains.contains(domain) else { return false }
        let levelName = levels & G_LOG_LEVEL_CRITICAL.rawValue != 0 ? "CRITICAL" : "WARNING"
        let text = "unexpected \(domain)-\(levelName): \(message)"
        if Thread.isMainThread, let test = currentTest {
            report(text, to: test)
        } else {
            let origin = Thread.isMainThread ? "between tests, after \(lastTestName)" : "on another thread"
            state.withLock { $0.pending.append("\(text) (logged \(origin))") }
        }
        return false
    }

    /// Fails `test` with `text`, and with any message still pending from elsewhere.
    static func report(_ text: String? = nil, to test: XCTestCase) {
        let pending = state.withLock { state -> [String] in
            defer { state.pending.removeAll() }
            return state.pending
        }
        for message in pending + (text.map { [$0] } ?? []) {
            test.recordFailure(
                withDescription: "\(message); if the test expects it, run that code inside LogCapture.capture",
                inFile: #filePath, atLine: #line, expected: true)
        }
    }

    /// A field's value as text: either NUL-terminated (length -1) or of the given length.
    private static func field(_ key: String, in fields: UnsafeBufferPointer<GLogField>) -> String? {
        guard let entry = fields.first(where: { String(cString: $0.key) == key }), let value = entry.value else {
            return nil
        }
        if entry.length < 0 { return String(cString: value.assumingMemoryBound(to: CChar.self)) }
        let bytes = UnsafeRawBufferPointer(start: value, count: Int(entry.length))
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Called by the C constructor in CTestLogGuard as the test process loads.
@_cdecl("gtkui_test_log_guard_start")
func gtkuiTestLogGuardStart() {
    LogGuard.start()
}
