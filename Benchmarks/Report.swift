import Foundation
import GtkUI

/// Turns the results into the markdown table, with each target and whether it was met.
struct Report {
    /// Targets, as factors and limits.
    enum Target {
        /// Mount total at most this many times the baseline's.
        static let mountRatio = 1.2
        /// Row-local engine time at the large size at most this many times the small size's.
        static let rowChangeGrowth = 2.0
        /// Keyed change engine time at most this many seconds.
        static let keyedEngine = 0.005
        /// Keyed change total at most this many times the baseline's.
        static let keyedRatio = 1.1
        /// Peak RSS at most this many times the baseline's.
        static let memoryRatio = 1.3
    }

    /// One line of the table.
    private struct Line {
        var name: String
        var rows: Int
        var repetitions: String
        var declarative: [String]  // engine, GTK, total
        var baseline: [String]
        var ratio: String
        /// The ratio as a number, for the verdict lines; nil where there is none.
        var ratioValue: Double?
        var bodies: String
        var target: String
        var passed: Bool
        /// GtkUI's own engine time: its engine time less what its containers spent in GTK's
        /// calls that add, move and remove children.
        var own = "–"
    }

    let configuration: BenchmarkConfiguration
    let results: BenchmarkResults

    private var lines: [Line] {
        var lines: [Line] = []
        let small = configuration.smallCount
        let large = configuration.largeCount
        for rows in [small, large] {
            guard let (declarative, baseline) = summaries(.mount, rows) else { continue }
            let ratio = declarative.total / baseline.total
            lines.append(
                line(
                    .mount, rows, declarative, baseline, ratio: ratio,
                    bodies: bodies(declarative),
                    target: "total ≤ \(factor(Target.mountRatio)) baseline",
                    passed: ratio <= Target.mountRatio))
        }
        let smallChange = summaries(.rowChange, small)
        for rows in [small, large] {
            guard let (declarative, baseline) = summaries(.rowChange, rows) else { continue }
            let exactlyOne = declarative.minBodies == 1 && declarative.maxBodies == 1
            var target = "exactly 1 body"
            var passed = exactlyOne
            if rows == large, let smallEngine = smallChange?.0.engine {
                let growth = declarative.engine / smallEngine
                target += "; engine ≤ \(factor(Target.rowChangeGrowth)) the \(count(small))-row engine"
                target += " (is \(factor(growth)))"
                passed = passed && growth <= Target.rowChangeGrowth
            }
            lines.append(
                line(
                    .rowChange, rows, declarative, baseline, ratio: declarative.total / baseline.total,
                    bodies: bodies(declarative), target: target, passed: passed))
        }
        for benchmarkCase in [BenchmarkCase.keyedInsert, .keyedMove, .keyedRemove] {
            guard let (declarative, baseline) = summaries(benchmarkCase, large) else { continue }
            let ratio = declarative.total / baseline.total
            let own = declarative.own
            let target =
                "own engine ≤ \(milliseconds(Target.keyedEngine)) ms; total ≤ \(factor(Target.keyedRatio)) baseline"
            var entry = line(
                benchmarkCase, large, declarative, baseline, ratio: ratio, bodies: bodies(declarative),
                target: target, passed: own <= Target.keyedEngine && ratio <= Target.keyedRatio)
            entry.own = milliseconds(own) + " ms"
            lines.append(entry)
        }
        lines += modelLines
        let catalog = configuration.catalogCount
        if let (declarative, baseline) = summaries(.catalogMount, catalog) {
            let ratio = declarative.total / baseline.total
            lines.append(
                line(
                    .catalogMount, catalog, declarative, baseline, ratio: ratio, bodies: bodies(declarative),
                    target: "total ≤ \(factor(Target.mountRatio)) baseline", passed: ratio <= Target.mountRatio))
        }
        if let memory = results.peakMemory, let declarative = memory.kilobytes[.declarative],
            let baseline = memory.kilobytes[.baseline]
        {
            let ratio = Double(declarative) / Double(baseline)
            lines.append(
                Line(
                    name: "Peak RSS (VmHWM, own process)", rows: memory.rows, repetitions: "1",
                    declarative: ["–", "–", megabytes(declarative)], baseline: ["–", "–", megabytes(baseline)],
                    ratio: factor(ratio), ratioValue: ratio, bodies: "–",
                    target: "≤ \(factor(Target.memoryRatio)) baseline", passed: ratio <= Target.memoryRatio))
        }
        return lines
    }

    /// The model part's lines: the sum of the label changes, and the inserts and removes.
    private var modelLines: [Line] {
        var lines: [Line] = []
        for rows in [configuration.smallCount, configuration.largeCount] {
            guard let samples = results.samples[.modelLabel]?[rows], !samples.declarative.isEmpty,
                !samples.baseline.isEmpty
            else { continue }
            let declarative = Self.sums(samples.declarative)
            let baseline = Self.sums(samples.baseline)
            let ratio = declarative[2] / baseline[2]
            let perChange = Summary(samples.declarative)
            let changes = Double(samples.declarative.count)
            let own = samples.declarative.map { $0.engine - $0.placement }.reduce(0, +) / changes
            let constantBodies = perChange.maxBodies <= 2
            lines.append(
                Line(
                    name: BenchmarkCase.modelLabel.rawValue + " (sum of \(samples.declarative.count))", rows: rows,
                    repetitions: "1", declarative: declarative.map { milliseconds($0) + " ms" },
                    baseline: baseline.map { milliseconds($0) + " ms" }, ratio: factor(ratio), ratioValue: ratio,
                    bodies: bodies(perChange) + " per change",
                    target: "total ≤ \(factor(Target.keyedRatio)) baseline; ≤ 2 bodies per change",
                    passed: ratio <= Target.keyedRatio && constantBodies, own: milliseconds(own) + " ms per change"))
        }
        for benchmarkCase in [BenchmarkCase.modelInsert, .modelRemove] {
            for rows in [configuration.smallCount, configuration.largeCount] {
                guard let (declarative, baseline) = summaries(benchmarkCase, rows) else { continue }
                let ratio = declarative.total / baseline.total
                let own = declarative.own
                var target = "total ≤ \(factor(Target.keyedRatio)) baseline"
                var passed = ratio <= Target.keyedRatio
                if rows == configuration.largeCount {
                    target = "own engine ≤ \(milliseconds(Target.keyedEngine)) ms; " + target
                    passed = passed && own <= Target.keyedEngine
                }
                var entry = line(
                    benchmarkCase, rows, declarative, baseline, ratio: ratio, bodies: bodies(declarative),
                    target: target, passed: passed)
                entry.own = milliseconds(own) + " ms"
                lines.append(entry)
            }
        }
        return lines
    }

    /// Engine, GTK and total summed over samples.
    private static func sums(_ samples: [Sample]) -> [Double] {
        [samples.map(\.engine).reduce(0, +), samples.map(\.gtk).reduce(0, +), samples.map(\.total).reduce(0, +)]
    }

    /// The table, in markdown.
    var markdown: String {
        let header = [
            "Case", "N", "Reps", "GtkUI engine", "GtkUI GTK", "GtkUI total", "Baseline engine", "Baseline GTK",
            "Baseline total", "Ratio (total)", "GtkUI own engine", "Bodies", "Target", "Result",
        ]
        var text = "| " + header.joined(separator: " | ") + " |\n"
        text += "|" + header.map { _ in "---" }.joined(separator: "|") + "|\n"
        let lines = lines
        if lines.isEmpty { text = "" }
        for line in lines {
            let cells =
                [line.name, count(line.rows), line.repetitions] + line.declarative + line.baseline + [
                    line.ratio, line.own, line.bodies, line.target, line.passed ? "PASS" : "**FAIL**",
                ]
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        if let longList = results.longList {
            text += (text.isEmpty ? "" : "\n") + LongListReport(results: longList).markdown
        }
        return text
    }

    /// One line per target, tab-separated: the figure's name, the measured ratio (or other figure),
    /// PASS or FAIL, and the target. `scripts/benchmark-medians.py` collects them over several
    /// runs and holds the median run of each figure against its target.
    var verdictLines: [String] {
        var verdicts = lines.map { line in
            let ratio = line.ratioValue.map { String(format: "%.4f", $0) } ?? "nan"
            return [line.name + ", " + count(line.rows), ratio, line.passed ? "PASS" : "FAIL", line.target]
                .joined(separator: "\t")
        }
        if let longList = results.longList { verdicts += LongListReport(results: longList).verdictLines }
        return verdicts
    }

    /// How many targets failed.
    var failures: Int {
        lines.filter { !$0.passed }.count + (results.longList.map { LongListReport(results: $0).failures } ?? 0)
    }

    private func summaries(_ benchmarkCase: BenchmarkCase, _ rows: Int) -> (Summary, Summary)? {
        guard let samples = results.samples[benchmarkCase]?[rows], !samples.declarative.isEmpty,
            !samples.baseline.isEmpty
        else { return nil }
        return (Summary(samples.declarative), Summary(samples.baseline))
    }

    private func line(
        _ benchmarkCase: BenchmarkCase, _ rows: Int, _ declarative: Summary, _ baseline: Summary, ratio: Double,
        bodies: String, target: String, passed: Bool
    ) -> Line {
        Line(
            name: benchmarkCase.rawValue, rows: rows, repetitions: "\(declarative.count)",
            declarative: times(declarative), baseline: times(baseline), ratio: factor(ratio), ratioValue: ratio,
            bodies: bodies,
            target: target, passed: passed)
    }

    private func times(_ summary: Summary) -> [String] {
        [summary.engine, summary.gtk, summary.total].map { milliseconds($0) + " ms" }
    }

    private func bodies(_ summary: Summary) -> String {
        summary.minBodies == summary.maxBodies ? "\(summary.maxBodies)" : "\(summary.minBodies)–\(summary.maxBodies)"
    }

    /// Seconds as milliseconds with three significant digits or so.
    private func milliseconds(_ seconds: Double) -> String {
        let value = seconds * 1000
        switch abs(value) {
        case ..<1: return String(format: "%.3f", value)
        case ..<10: return String(format: "%.2f", value)
        case ..<1000: return String(format: "%.1f", value)
        default: return String(format: "%.0f", value)
        }
    }

    private func factor(_ value: Double) -> String {
        String(format: "%.2f×", value)
    }

    private func megabytes(_ kilobytes: Int) -> String {
        String(format: "%.1f MB", Double(kilobytes) / 1024)
    }

    private func count(_ rows: Int) -> String {
        rows >= 1000 && rows % 1000 == 0 ? "\(rows / 1000)k" : "\(rows)"
    }
}
