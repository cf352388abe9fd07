import Foundation
import GtkUI

/// The peak-memory case: each list is mounted in a fresh child process (this executable run
/// again with `--rss`), which reports its peak resident set size (`VmHWM`) once the list has
/// been painted.
@MainActor
enum PeakMemory {
    /// Which list a child process mounts.
    enum Kind: String, CaseIterable {
        /// ``DeclarativeList``.
        case declarative
        /// ``ImperativeList``.
        case baseline
    }

    /// What a child prints before its figure, so the parent can find it among GTK's messages.
    private static let marker = "BENCHMARK-VMHWM-KB "

    /// In the child: mounts `rows` rows of `kind` in a window, waits for the painted frame and
    /// prints the peak RSS in kilobytes.
    static func runChild(_ kind: Kind, rows: Int) -> Never {
        let items = Item.sample(count: rows)
        let window = BenchWindow()
        let list: any ListUnderTest =
            switch kind {
            case .declarative: DeclarativeList(items: items)
            case .baseline: ImperativeList(items: items)
            }
        window.setContent(list.widget)
        guard window.frames.waitForNextFrame(timeout: BenchWindow.frameTimeout) != nil else {
            FileHandle.standardError.write(Data("Benchmarks: the child painted no frame\n".utf8))
            exit(1)
        }
        guard let peak = statusField("VmHWM") else {
            FileHandle.standardError.write(Data("Benchmarks: no VmHWM in /proc/self/status\n".utf8))
            exit(1)
        }
        if ProcessInfo.processInfo.environment["BENCH_RSS_BREAKDOWN"] == "1" {
            let line =
                "Benchmarks: \(kind.rawValue), \(rows) rows: \(ResidentBreakdown.summary()); live: \(Diagnostics.liveCoordinators.value) coordinators, "
                + "\(Diagnostics.liveSignalBoxes.value) signal boxes, \(Diagnostics.liveDependencies.value) "
                + "dependency entries, \(Diagnostics.liveWidgets.value) widgets\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        FileHandle.standardOutput.write(Data((marker + String(peak) + "\n").utf8))
        exit(0)
    }

    /// In the parent: runs one child per kind and returns their peak RSS in kilobytes.
    static func measure(rows: Int) -> [Kind: Int] {
        var result: [Kind: Int] = [:]
        for kind in Kind.allCases {
            result[kind] = runChildProcess(kind, rows: rows)
        }
        return result
    }

    private static func runChildProcess(_ kind: Kind, rows: Int) -> Int {
        runChild(
            arguments: ["--rss", kind.rawValue, "--rows", String(rows)], marker: marker,
            name: "the \(kind.rawValue) memory child")
    }

    /// Runs this executable again with `arguments` and returns the peak RSS in kilobytes that it
    /// prints on a line starting with `marker`; stops the benchmark when the child fails.
    static func runChild(arguments: [String], marker: String, name: String) -> Int {
        let executable: String
        do {
            executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        } catch {
            fatalError("Benchmarks: cannot find this executable: \(error)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            fatalError("Benchmarks: cannot start \(executable): \(error)")
        }
        // Read before waiting, so a full pipe cannot block the child.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0,
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix(marker) }),
            let kilobytes = Int(line.dropFirst(marker.count))
        else {
            fatalError("Benchmarks: \(name) failed (status \(process.terminationStatus))")
        }
        return kilobytes
    }

    /// A kilobyte figure such as `VmHWM:   123456 kB` from `/proc/self/status`.
    static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.count >= 2 { return Int(fields[1]) }
        }
        return nil
    }
}
