import Foundation

/// Runs the programs the tool stands on: `swift build`, ldd, strip, patchelf, dpkg-deb, tar and
/// the validators.
enum Shell {
    /// How a program ended, with its standard output and standard error together, in order.
    struct Result {
        let status: Int32
        let output: String

        var succeeded: Bool { status == 0 }
    }

    /// Runs `program`, found on PATH, and waits for it. Standard input is empty.
    static func run(
        _ program: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil
    ) throws(BundleError) -> Result {
        guard let executable = path(of: program) else {
            throw BundleError("cannot find \(program) on PATH")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        // One pipe for both streams keeps a compiler's messages in the order it wrote them.
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BundleError("cannot run \(program): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Runs `program` and returns its output, or throws with the command and its last lines.
    @discardableResult
    static func check(_ program: String, _ arguments: [String], in directory: URL? = nil) throws(BundleError) -> String
    {
        let result = try run(program, arguments, in: directory)
        guard result.succeeded else {
            let tail = result.output.split(separator: "\n").suffix(5).joined(separator: "\n")
            throw BundleError(
                "\(program) \(arguments.joined(separator: " ")) failed (status \(result.status)):\n\(tail)")
        }
        return result.output
    }

    /// The program's file, searched for on PATH as a shell would.
    static func path(of program: String) -> URL? {
        if program.contains("/") {
            return FileManager.default.isExecutableFile(atPath: program) ? URL(fileURLWithPath: program) : nil
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }
}
