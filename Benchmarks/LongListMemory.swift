import Foundation
import GtkUI

/// The long list's peak-memory figure: each list runs the part's whole workload (first frame,
/// pages, text changes) in a fresh child process (this executable run again with
/// `--longlist-rss KEY --rows N`), which reports its peak resident set size (`VmHWM`).
@MainActor
enum LongListMemory {
    /// What a child prints before its figure, so the parent can find it among GTK's messages.
    private static let marker = "BENCHMARK-LONGLIST-VMHWM-KB "

    /// In the child: runs the workload on `rows` rows of the list named `key` and prints the
    /// peak RSS in kilobytes.
    static func runChild(key: String, rows: Int) -> Never {
        guard let type = LongListCatalog.implementation(forKey: key) else {
            let keys = LongListCatalog.all.map { $0.key }.joined(separator: ", ")
            FileHandle.standardError.write(Data("Benchmarks: no long list '\(key)' (there are: \(keys))\n".utf8))
            exit(2)
        }
        LabelCensus.install()
        AnimationSetting.set(enabled: false)
        let window = LongListWindow(type, items: LongListItem.sample(count: rows))
        _ = window.pageThroughMiddle(pages: LongListSuite.pages)
        _ = window.changeText(times: LongListSuite.textChanges)
        guard let peak = PeakMemory.statusField("VmHWM") else {
            FileHandle.standardError.write(Data("Benchmarks: no VmHWM in /proc/self/status\n".utf8))
            exit(1)
        }
        FileHandle.standardOutput.write(Data((marker + String(peak) + "\n").utf8))
        exit(0)
    }

    /// In the parent: runs the child for `type` and returns its peak RSS in kilobytes.
    static func measure(_ type: any LongListUnderTest.Type, rows: Int) -> Int {
        PeakMemory.runChild(
            arguments: ["--longlist-rss", type.key, "--rows", String(rows)], marker: marker,
            name: "the \(type.key) long-list memory child")
    }
}
