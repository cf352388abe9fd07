import Foundation
import GtkUI

/// A probe for profiling a page-down (issue 24 §2), outside the table:
///
///     .build/release/Benchmarks --page-probe treeview,list,lazyvstack 300
///
/// Each list shows 100,000 rows in its own window and pages down from the middle, as the
/// long-list part does; the probe prints each list's median and total per page, with the
/// tree view's ratio, and what GtkUI did per page: bodies evaluated, rows made, representable
/// updates, update passes. Run it under `perf record` or `valgrind --tool=callgrind` with one
/// list to see where a page's time goes.
@MainActor
enum PageProbe {
    /// Pages each list in `keys` (the long-list part's command-line names) `pages` times.
    static func run(keys: [String], pages: Int) {
        let animations = AnimationSetting.set(enabled: false)
        defer { _ = AnimationSetting.set(enabled: animations) }
        let items = LongListItem.sample(count: 100_000)
        var treeViewMedian: Double?
        for key in keys {
            guard let type = LongListCatalog.implementation(forKey: key) else {
                FileHandle.standardError.write(Data("Benchmarks: no long list named \(key)\n".utf8))
                continue
            }
            let window = LongListWindow(type, items: items)
            let bodies = Diagnostics.bodyEvaluations.value
            let rows = Diagnostics.rowEvaluations.value
            let updates = Diagnostics.widgetUpdates.value
            let passes = Diagnostics.updatePasses.value
            let times = window.pageThroughMiddle(pages: pages).sorted()
            window.close()
            guard !times.isEmpty else { continue }
            let median = times[times.count / 2] * 1000
            if key == TreeViewLongList.key { treeViewMedian = median }
            let ratio = treeViewMedian.map { String(format: " (%.2f× the tree view)", median / $0) } ?? ""
            let count = Double(times.count)
            func perPage(_ counter: DiagnosticCounter, since start: Int) -> String {
                String(format: "%.1f", Double(counter.value - start) / count)
            }
            print(
                "\(type.title): \(times.count) pages, median \(String(format: "%.2f", median)) ms\(ratio), "
                    + "total \(String(format: "%.0f", times.reduce(0, +) * 1000)) ms, "
                    + "worst \(String(format: "%.2f", (times.last ?? 0) * 1000)) ms; per page: "
                    + "\(perPage(Diagnostics.bodyEvaluations, since: bodies)) bodies, "
                    + "\(perPage(Diagnostics.rowEvaluations, since: rows)) rows made, "
                    + "\(perPage(Diagnostics.widgetUpdates, since: updates)) representable updates, "
                    + "\(perPage(Diagnostics.updatePasses, since: passes)) update passes")
        }
    }
}
