import Foundation
import GtkUI

/// The long-list part (`--only longlist`): GtkTreeView over 100k rows, the 10k-row GtkBox of
/// widget rows, and GtkUI's `List` and `ScrollView { LazyVStack }` over 100k rows when they are
/// compiled in, each in the same run, alternating.
@MainActor
final class LongListSuite {
    /// Windows created per list for the first-frame figure (the median is reported).
    nonisolated static let firstFrameRepetitions = 3
    /// Pages scrolled down from the middle.
    nonisolated static let pages = 100
    /// Text changes of one visible row.
    nonisolated static let textChanges = 200

    private let configuration: BenchmarkConfiguration
    private let startTime = Stopwatch.now()

    init(configuration: BenchmarkConfiguration) {
        self.configuration = configuration
    }

    /// Runs every measurement on every list, then the memory children.
    func run() -> LongListResults {
        LabelCensus.install()
        let animations = AnimationSetting.set(enabled: false)
        defer { AnimationSetting.set(enabled: animations) }
        let types = LongListCatalog.measured
        var results = LongListResults()
        results.declarativePending = LongListCatalog.declarative.isEmpty
        results.lists = types.map {
            LongListFigures(
                key: $0.key, title: $0.title, isDeclarative: $0.isDeclarative, rows: rows(for: $0))
        }
        let longItems = LongListItem.sample(count: configuration.longListCount)
        let eagerItems = LongListItem.sample(count: configuration.largeCount)
        func items(for type: any LongListUnderTest.Type) -> [LongListItem] {
            type.isEager ? eagerItems : longItems
        }

        progress("warming up: 200 rows of each list")
        for type in types {
            let window = LongListWindow(type, items: LongListItem.sample(count: 200))
            _ = window.pageThroughMiddle(pages: 3)
            _ = window.changeText(times: 3)
            window.close()
        }
        for repetition in 0..<Self.firstFrameRepetitions {
            for (index, type) in types.enumerated() {
                let rows = results.lists[index].rows
                progress(
                    "\(type.title), \(rows) rows: first frame, repetition \(repetition + 1) of \(Self.firstFrameRepetitions)"
                )
                let window = LongListWindow(type, items: items(for: type))
                results.lists[index].firstFrames.append(window.firstFrame)
                if repetition == Self.firstFrameRepetitions - 1 {
                    progress("\(type.title): \(Self.pages) pages, then \(Self.textChanges) text changes")
                    results.lists[index].pages = window.pageThroughMiddle(pages: Self.pages)
                    let (samples, check) = window.changeText(times: Self.textChanges)
                    results.lists[index].textChanges = samples
                    results.lists[index].checks.append("\(type.title): \(check)")
                }
                results.lists[index].labelsMounted = max(results.lists[index].labelsMounted, window.labelsMounted)
                results.lists[index].labelsAlive = max(results.lists[index].labelsAlive, window.labelsAlive)
                window.close()
            }
        }
        LabelCensus.uninstall()
        for (index, type) in types.enumerated() {
            let rows = results.lists[index].rows
            progress("\(type.title): peak memory of \(rows) rows and the same workload, in a child process")
            results.lists[index].peakKilobytes = LongListMemory.measure(type, rows: rows)
        }
        return results
    }

    private func rows(for type: any LongListUnderTest.Type) -> Int {
        type.isEager ? configuration.largeCount : configuration.longListCount
    }

    private func progress(_ message: String) {
        let time = String(format: "%6.1f s", Stopwatch.now() - startTime)
        FileHandle.standardError.write(Data("[long list \(time)] \(message)\n".utf8))
    }
}
