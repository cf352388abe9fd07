// GtkUI benchmarks: every figure next to a hand-written GTK program doing the same widget work.
//
//     make benchmark                      # release build, under xvfb-run when DISPLAY is unset
//     swift run -c release Benchmarks     # with a display
//     BENCH_SCALE=0.1 .build/release/Benchmarks   # quick run: 100 and 1,000 rows
//
// Progress goes to stderr; the markdown table goes to stdout. BENCHMARKS.md explains each row.

import Foundation
import GtkUI

// Probes of issue 18 that are no table rows: nesting depth and navigation stack depth.
let probeArguments = Array(CommandLine.arguments.dropFirst())
if probeArguments.first == "--nesting-child", probeArguments.count == 3, let depth = Int(probeArguments[2]) {
    GtkRuntime.initializeOrExit()
    MainActor.assumeIsolated { NestingProbe.runChild(kind: probeArguments[1], depth: depth) }
}
if probeArguments.first == "--navigation" {
    GtkRuntime.initializeOrExit()
    let depth = probeArguments.count > 1 ? Int(probeArguments[1]) ?? 10_000 : 10_000
    MainActor.assumeIsolated { NavigationDepthProbe.run(depth: depth) }
    exit(0)
}
if probeArguments.first == "--scroll-to" {
    GtkRuntime.initializeOrExit()
    let rows = probeArguments.count > 1 ? Int(probeArguments[1]) ?? 1_000_000 : 1_000_000
    MainActor.assumeIsolated { ScrollToProbe.run(rows: rows) }
    exit(0)
}
if probeArguments.first == "--page-probe" {
    GtkRuntime.initializeOrExit()
    let keys = probeArguments.count > 1 ? probeArguments[1].split(separator: ",").map(String.init) : ["list"]
    let pages = probeArguments.count > 2 ? Int(probeArguments[2]) ?? 300 : 300
    MainActor.assumeIsolated { PageProbe.run(keys: keys, pages: pages) }
    exit(0)
}
if probeArguments.first == "--flow" {
    GtkRuntime.initializeOrExit()
    MainActor.assumeIsolated { FlowBenchmark.run() }
    exit(0)
}
if probeArguments.first == "--canvas" {
    GtkRuntime.initializeOrExit()
    MainActor.assumeIsolated { CanvasBenchmark.run() }
    exit(0)
}
if probeArguments.first == "--motion" {
    GtkRuntime.initializeOrExit()
    MainActor.assumeIsolated { MotionBenchmark.run() }
    exit(0)
}
if probeArguments.first == "--nesting", probeArguments.count == 2 {
    NestingProbe.search(kind: probeArguments[1])
    exit(0)
}

switch BenchmarkConfiguration.mode(
    arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment)
{
case .help:
    print(BenchmarkConfiguration.usage)
case .peakMemoryChild(let kind, let rows):
    GtkRuntime.initializeOrExit()
    PeakMemory.runChild(kind, rows: rows)
case .longListMemoryChild(let key, let rows):
    GtkRuntime.initializeOrExit()
    LongListMemory.runChild(key: key, rows: rows)
case .suite(let configuration):
    GtkRuntime.initializeOrExit()
    FileHandle.standardError.write(
        Data(
            "GtkUI benchmarks: lists of \(configuration.smallCount) and \(configuration.largeCount) rows, a form of \(configuration.catalogCount) controls. GTK 3 lays out very long boxes slowly, so the large mounts take a while.\n"
                .utf8))
    let results = BenchmarkSuite(configuration: configuration).run()
    let report = Report(configuration: configuration, results: results)
    print(MachineDescription.current(configuration: configuration))
    print("")
    for check in results.treeCheck {
        print("- Widget check: \(check)")
    }
    print("")
    print(report.markdown)
    print("Engine: the synchronous call (building or diffing views and calling GTK). GTK: from there until")
    print("the window's frame clock has painted the next frame (style, layout, paint). Medians of the repetitions.")
    if report.failures > 0 {
        print("")
        print("\(report.failures) target(s) not met.")
    }
    // For `make benchmark`, which runs the suite three times and holds each figure's median run
    // against its target (scripts/benchmark-medians.py).
    if let path = ProcessInfo.processInfo.environment["BENCH_VERDICT_FILE"], !path.isEmpty {
        let text = report.verdictLines.map { $0 + "\n" }.joined()
        if !FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) {
            FileHandle.standardError.write(Data("Benchmarks: could not write \(path)\n".utf8))
            exit(2)
        }
    }
}
