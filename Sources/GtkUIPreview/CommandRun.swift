import Foundation

/// A command run to its end, with what it printed.
struct CommandRun {
    let status: Int32
    let output: String
    let errors: String

    /// Runs `arguments` (the first found on PATH) in `directory` and waits for it.
    static func capture(_ arguments: [String], in directory: String) -> CommandRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return CommandRun(status: -1, output: "", errors: "cannot run \(arguments[0]): \(error)")
        }
        // Read both to their ends before waiting, so a full pipe cannot stall the command.
        let errorData = ErrorReader(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRun(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData.finish(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}
