import Foundation

/// Where the tool's progress notes and warnings go: standard output and standard error for a
/// person, and a list that tests read.
final class Reporter {
    private(set) var warnings: [String] = []
    private(set) var notes: [String] = []
    private let echoes: Bool

    /// A reporter that prints (`echoes`), or one that only collects, for tests.
    init(echoes: Bool) { self.echoes = echoes }

    /// One warning line on standard error: something was missing and a default was used.
    func warn(_ message: String) {
        warnings.append(message)
        if echoes { FileHandle.standardError.write(Data("gtkui-bundle: warning: \(message)\n".utf8)) }
    }

    /// One progress line on standard output.
    func note(_ message: String) {
        notes.append(message)
        if echoes { FileHandle.standardOutput.write(Data("gtkui-bundle: \(message)\n".utf8)) }
    }
}
