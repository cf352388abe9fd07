import Foundation

/// A child process whose output lines and end are delivered on the main actor, from GLib's loop.
@MainActor
final class LineProcess {
    /// Each line of standard output (and of standard error, when merged).
    var onLine: ((String) -> Void)?
    /// The exit status, or the signal when `signaled`; after the last line.
    var onExit: ((_ status: Int32, _ signaled: Bool) -> Void)?
    /// The last lines of standard error, for messages.
    private(set) var errorTail: [String] = []
    /// Whether ``terminate()`` ended it, so its end is no surprise.
    private(set) var wasTerminated = false

    private let process = Process()
    private var pending = Data()
    private var pendingErrors = Data()
    private var outputEnded = false
    private var exitStatus: (Int32, Bool)?

    init(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String] = [:]) {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, new in new }
        process.environment = merged
    }

    /// The process id while it runs.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Starts it; standard error goes to ``errorTail`` unless `mergingErrors`.
    func start(mergingErrors: Bool = false) throws {
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = mergingErrors ? output : errors
        // A blocking reader thread per pipe, to its end: dispatch's readability handlers fire
        // without end at a pipe's end and crash once the pipe is closed under them.
        Self.read(output.fileHandleForReading) { [weak self] data in self?.received(data) }
        if !mergingErrors {
            Self.read(errors.fileHandleForReading) { [weak self] data in self?.receivedErrors(data) }
        }
        process.terminationHandler = { [weak self] process in
            let status = process.terminationStatus
            let signaled = process.terminationReason == .uncaughtSignal
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.exited(status, signaled) } }
        }
        try process.run()
    }

    /// Reads `handle` until its end on a thread of its own, handing each chunk (and the empty
    /// one at the end) to `deliver` on the main actor.
    private nonisolated static func read(
        _ handle: FileHandle, _ deliver: @escaping @MainActor @Sendable (Data) -> Void
    ) {
        Thread.detachNewThread {
            while true {
                let data = handle.availableData
                DispatchQueue.main.async { MainActor.assumeIsolated { deliver(data) } }
                if data.isEmpty { return }
            }
        }
    }

    /// Ends it with SIGTERM; its end is still reported.
    func terminate() {
        guard process.isRunning else { return }
        wasTerminated = true
        process.terminate()
    }

    private func received(_ data: Data) {
        if data.isEmpty {
            outputEnded = true
            if !pending.isEmpty { deliver(String(decoding: pending, as: UTF8.self)) }
            pending.removeAll()
            finishIfDone()
            return
        }
        pending.append(data)
        while let newline = pending.firstIndex(of: 0x0A) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            deliver(line)
        }
    }

    private func receivedErrors(_ data: Data) {
        guard !data.isEmpty else { return }
        pendingErrors.append(data)
        let lines = String(decoding: pendingErrors, as: UTF8.self).split(separator: "\n").map(String.init)
        errorTail = Array(lines.suffix(8))
        if pendingErrors.count > 65_536 { pendingErrors = Data(pendingErrors.suffix(16_384)) }
    }

    private func deliver(_ line: String) { onLine?(line) }

    private func exited(_ status: Int32, _ signaled: Bool) {
        exitStatus = (status, signaled)
        finishIfDone()
    }

    private func finishIfDone() {
        guard outputEnded, let (status, signaled) = exitStatus else { return }
        let handler = onExit
        onExit = nil
        handler?(status, signaled)
    }
}
