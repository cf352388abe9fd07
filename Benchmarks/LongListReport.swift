import Foundation

/// The long-list table: one column per list, each figure with its ratio to the tree view's, and
/// GtkUI's lists held against the issue's targets.
struct LongListReport {
    /// The issue's targets for GtkUI's lists, as factors of the tree view's figures and limits.
    enum Target {
        /// First frame at most this many times the tree view's.
        static let firstFrameRatio = 1.5
        /// The 100 pages together, and the worst page, at most this many times the tree view's.
        static let pagingRatio = 2.0
        /// The 200 text changes together at most this many times the tree view's.
        static let textChangeRatio = 1.2
        /// Fewer labels than this mounted at any time.
        static let labelLimit = 300
        /// Peak RSS at most this many times the tree view's.
        static let memoryRatio = 1.5
    }

    let results: LongListResults

    private struct Line {
        var name: String
        var values: [String]
        var target: String
        /// Per GtkUI list: its title, whether it met the target, and the figure held against it
        /// (a ratio to the tree view, or a count).
        var verdicts: [(String, Bool, Double)]
    }

    private var reference: LongListFigures? { results.lists.first }
    private var declarative: [LongListFigures] { results.lists.filter(\.isDeclarative) }

    private var lines: [Line] {
        [
            timeLine(
                "First frame (median of \(LongListSuite.firstFrameRepetitions))", \.firstFrame,
                ratio: Target.firstFrameRatio),
            timeLine("\(LongListSuite.pages) pages through the middle, total", \.pagesTotal, ratio: Target.pagingRatio),
            timeLine("Worst single page", \.worstPage, ratio: Target.pagingRatio),
            timeLine("Median page", \.medianPage, ratio: nil),
            timeLine(
                "\(LongListSuite.textChanges) text changes of a visible row, total", \.textChangesTotal,
                ratio: Target.textChangeRatio),
            timeLine("… of which the change call itself", \.textChangesEngine, ratio: nil),
            labelLine("GtkLabels mounted (most at any sampled frame)", \.labelsMounted, limited: true),
            labelLine("GtkLabels alive (most at any moment)", \.labelsAlive, limited: false),
            memoryLine(),
        ]
    }

    /// The table in markdown, with the sanity checks below it.
    var markdown: String {
        let header = ["Long list"] + results.lists.map { "\($0.title), \(count($0.rows))" } + ["Target", "Result"]
        var text = "| " + header.joined(separator: " | ") + " |\n"
        text += "|" + header.map { _ in "---" }.joined(separator: "|") + "|\n"
        for line in lines {
            let result =
                line.verdicts.isEmpty
                ? "–" : line.verdicts.map { "\($0.0): \($0.1 ? "PASS" : "**FAIL**")" }.joined(separator: "; ")
            text += "| " + ([line.name] + line.values + [line.target, result]).joined(separator: " | ") + " |\n"
        }
        text += "\n"
        for check in results.lists.flatMap(\.checks) {
            text += "- Check: \(check)\n"
        }
        if results.declarativePending {
            text += "- GtkUI's `List` and `LazyVStack` cases are not compiled in"
            text += " (Benchmarks/LongListDeclarative.swift is missing or renamed).\n"
        }
        text += "- Ratios in parentheses are to the tree view's figure. First frame: from `gtk_window_new` to the"
        text += " frame clock's `after-paint` of the first frame in which the list's scrolled window drew and"
        text += " rows are in the viewport. Pages and changes: from the change to that frame.\n"
        return text
    }

    /// One tab-separated line per list and target (see ``Report/verdictLines``).
    var verdictLines: [String] {
        lines.flatMap { line in
            line.verdicts.map { verdict in
                [
                    line.name + ", " + verdict.0, String(format: "%.4f", verdict.2), verdict.1 ? "PASS" : "FAIL",
                    line.target,
                ]
                .joined(separator: "\t")
            }
        }
    }

    /// How many targets GtkUI's lists failed.
    var failures: Int { lines.reduce(0) { $0 + $1.verdicts.filter { !$0.1 }.count } }

    private func timeLine(_ name: String, _ figure: KeyPath<LongListFigures, Double?>, ratio limit: Double?) -> Line {
        let base = reference?[keyPath: figure]
        let values = results.lists.map { list -> String in
            guard let value = list[keyPath: figure] else { return "–" }
            return seconds(value) + relative(value, to: base, isReference: list.key == reference?.key)
        }
        let verdicts = declarative.compactMap { list -> (String, Bool, Double)? in
            guard let limit, let value = list[keyPath: figure], let base, base > 0 else { return nil }
            return (list.title, value / base <= limit, value / base)
        }
        let target = limit.map { "≤ \(factor($0)) tree view" } ?? "–"
        return Line(name: name, values: values, target: target, verdicts: verdicts)
    }

    private func labelLine(_ name: String, _ figure: KeyPath<LongListFigures, Int>, limited: Bool) -> Line {
        let values = results.lists.map { String($0[keyPath: figure]) }
        let verdicts =
            limited
            ? declarative.map { ($0.title, $0[keyPath: figure] < Target.labelLimit, Double($0[keyPath: figure])) } : []
        return Line(
            name: name, values: values, target: limited ? "< \(Target.labelLimit)" : "–", verdicts: verdicts)
    }

    private func memoryLine() -> Line {
        let base = reference?.peakKilobytes.map(Double.init)
        let values = results.lists.map { list -> String in
            guard let kilobytes = list.peakKilobytes else { return "–" }
            return String(format: "%.1f MB", Double(kilobytes) / 1024)
                + relative(Double(kilobytes), to: base, isReference: list.key == reference?.key)
        }
        let verdicts = declarative.compactMap { list -> (String, Bool, Double)? in
            guard let kilobytes = list.peakKilobytes, let base, base > 0 else { return nil }
            let ratio = Double(kilobytes) / base
            return (list.title, ratio <= Target.memoryRatio, ratio)
        }
        return Line(
            name: "Peak RSS (VmHWM, child process, whole workload)", values: values,
            target: "≤ \(factor(Target.memoryRatio)) tree view", verdicts: verdicts)
    }

    private func relative(_ value: Double, to base: Double?, isReference: Bool) -> String {
        guard !isReference, let base, base > 0 else { return "" }
        return " (\(factor(value / base)))"
    }

    private func seconds(_ value: Double) -> String {
        let milliseconds = value * 1000
        switch milliseconds {
        case ..<1: return String(format: "%.3f ms", milliseconds)
        case ..<10: return String(format: "%.2f ms", milliseconds)
        case ..<1000: return String(format: "%.1f ms", milliseconds)
        default: return String(format: "%.2f s", value)
        }
    }

    private func factor(_ value: Double) -> String {
        String(format: "%.2f×", value)
    }

    private func count(_ rows: Int) -> String {
        rows >= 1000 && rows % 1000 == 0 ? "\(rows / 1000)k rows" : "\(rows) rows"
    }
}
