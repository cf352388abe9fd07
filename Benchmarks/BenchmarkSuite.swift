import Foundation
import GtkUI

/// The cases the table reports.
enum BenchmarkCase: String, CaseIterable {
    /// Mounting the whole list into a window.
    case mount = "Mount"
    /// One row's own state changes.
    case rowChange = "Row-local @State change"
    /// A keyed insert in the middle.
    case keyedInsert = "Keyed insert (middle)"
    /// A keyed move from the middle to the first quarter.
    case keyedMove = "Keyed move (middle → quarter)"
    /// A keyed remove at the first quarter.
    case keyedRemove = "Keyed remove (quarter)"
    /// Mounting a form of mixed controls into a window.
    case catalogMount = "Catalog mount (mixed controls)"
    /// One element's field changed through the model (``ModelWorkload``).
    case modelLabel = "Label change through the model"
    /// An insert in the middle through the model.
    case modelInsert = "Insert (middle) through the model"
    /// A remove in the middle through the model.
    case modelRemove = "Remove (middle) through the model"
}

/// Samples of one case for one list size, per implementation.
struct CaseSamples {
    /// The GtkUI list's samples.
    var declarative: [Sample] = []
    /// The hand-written list's samples.
    var baseline: [Sample] = []
}

/// Everything measured in one run.
struct BenchmarkResults {
    /// Samples by case and list size.
    var samples: [BenchmarkCase: [Int: CaseSamples]] = [:]
    /// Peak RSS in kilobytes per kind, and the list size it was measured at.
    var peakMemory: (rows: Int, kilobytes: [PeakMemory.Kind: Int])?
    /// Whether both implementations built the same widget tree (checked before and after the
    /// changes), with the first difference when they did not.
    var treeCheck: [String] = []
    /// The long-list part's figures, when it ran.
    var longList: LongListResults?

    mutating func add(_ sample: Sample, for benchmarkCase: BenchmarkCase, rows: Int, declarative: Bool) {
        var bySize = samples[benchmarkCase, default: [:]]
        var entry = bySize[rows, default: CaseSamples()]
        if declarative { entry.declarative.append(sample) } else { entry.baseline.append(sample) }
        bySize[rows] = entry
        samples[benchmarkCase] = bySize
    }
}

/// Runs every case against both implementations in this process, plus the peak-memory children.
@MainActor
final class BenchmarkSuite {
    private let configuration: BenchmarkConfiguration
    private var results = BenchmarkResults()
    /// The large list's final tree per implementation, compared once both have run.
    private var finalTrees: [Bool: String] = [:]
    private let startTime = Stopwatch.now()

    init(configuration: BenchmarkConfiguration) {
        self.configuration = configuration
    }

    /// Runs everything and returns the samples.
    func run() -> BenchmarkResults {
        let parts = configuration.parts
        if parts.contains(.catalog) { runCatalog() }
        if parts.contains(.model) {
            ModelWorkload(configuration: configuration).run(into: &results) { progress($0) }
        }
        if parts.contains(.longlist) { results.longList = LongListSuite(configuration: configuration).run() }
        guard !parts.isDisjoint(with: [.mount, .row, .keyed, .memory]) else { return results }
        progress("warming up")
        warmUp()
        checkSameTree(rows: 3)
        // The small list is only needed by the mount and row-local cases.
        let needsSmall =
            !parts.isDisjoint(with: [.mount, .row]) && configuration.smallCount < configuration.largeCount
        let sizes = needsSmall ? [configuration.smallCount, configuration.largeCount] : [configuration.largeCount]
        for rows in sizes where !parts.isDisjoint(with: [.mount, .row, .keyed]) {
            let isLarge = rows == configuration.largeCount
            let repetitions =
                isLarge ? configuration.largeMountRepetitions : configuration.smallMountRepetitions
            // All but the last mount are torn down at once, alternating between the two lists.
            for repetition in 0..<(parts.contains(.mount) ? max(0, repetitions - 1) : 0) {
                progress("mount \(rows) rows, repetition \(repetition + 1) of \(repetitions)")
                mountOnly(DeclarativeList.self, rows: rows)
                mountOnly(ImperativeList.self, rows: rows)
            }
            // The last mount of each list stays for the change cases.
            progress("mount \(rows) rows, last repetition, then changes")
            mountAndChange(DeclarativeList.self, rows: rows, keyed: isLarge)
            mountAndChange(ImperativeList.self, rows: rows, keyed: isLarge)
        }
        if let declarative = finalTrees[true], let baseline = finalTrees[false] {
            compareTrees(declarative, baseline, what: "\(configuration.largeCount) rows after every change")
        }
        if parts.contains(.memory) {
            progress("peak memory: \(configuration.largeCount) rows in two child processes")
            results.peakMemory = (configuration.largeCount, PeakMemory.measure(rows: configuration.largeCount))
        }
        return results
    }

    /// Mounts the catalog form with both implementations, alternating, after a warm-up mount and
    /// a check that both build the same widget tree.
    private func runCatalog() {
        let count = configuration.catalogCount
        progress("catalog: warming up, then \(configuration.catalogRepetitions) mounts of \(count) controls")
        for type in [DeclarativeCatalog.self, ImperativeCatalog.self] as [any CatalogUnderTest.Type] {
            let window = BenchWindow()
            let form = type.init(count: 20)
            window.setContent(form.widget)
            _ = window.frames.waitForNextFrame(timeout: BenchWindow.frameTimeout)
            window.close()
            form.tearDown()
        }
        let declarative = DeclarativeCatalog(count: count)
        let baseline = ImperativeCatalog(count: count)
        compareTrees(
            WidgetTree.describe(declarative.formBox, accessibleNames: true),
            WidgetTree.describe(baseline.formBox, accessibleNames: true),
            what: "a freshly mounted catalog form of \(count) controls, accessible names included")
        declarative.tearDown()
        baseline.tearDown()
        for _ in 0..<configuration.catalogRepetitions {
            mountCatalog(DeclarativeCatalog.self, count: count)
            mountCatalog(ImperativeCatalog.self, count: count)
        }
    }

    private func mountCatalog<Form: CatalogUnderTest>(_ type: Form.Type, count: Int) {
        let window = BenchWindow()
        var form: Form?
        let sample = window.measure(
            engine: { form = Form(count: count) },
            handOver: {
                if let form { window.setContent(form.widget) }
            })
        results.add(sample, for: .catalogMount, rows: count, declarative: Form.self == DeclarativeCatalog.self)
        window.close()
        form?.tearDown()
        LoopPump.drain()
    }

    /// Mounts and changes small lists once each, so one-time costs (type metadata, reflection,
    /// GTK's theme and CSS setup) are not measured.
    private func warmUp() {
        for type in [DeclarativeList.self, ImperativeList.self] as [any ListUnderTest.Type] {
            let window = BenchWindow()
            let list = type.init(items: Item.sample(count: 20))
            window.setContent(list.widget)
            _ = window.frames.waitForNextFrame(timeout: BenchWindow.frameTimeout)
            list.prepareRowChange(at: 10)
            _ = window.measure(engine: list.changeRow)
            _ = window.measure(engine: { list.insert(Item(id: 100, title: "Item 100"), at: 10) })
            _ = window.measure(engine: { list.move(from: 10, to: 5) })
            _ = window.measure(engine: { list.remove(at: 5) })
            window.close()
            list.tearDown()
        }
    }

    /// Builds both lists with `rows` rows and compares their widget trees.
    private func checkSameTree(rows: Int) {
        let items = Item.sample(count: rows)
        let declarative = DeclarativeList(items: items)
        let baseline = ImperativeList(items: items)
        compareTrees(
            WidgetTree.describe(declarative.listBox), WidgetTree.describe(baseline.listBox),
            what: "\(rows) freshly mounted rows")
        declarative.tearDown()
        baseline.tearDown()
    }

    private func compareTrees(_ declarative: String, _ baseline: String, what: String) {
        if declarative == baseline {
            results.treeCheck.append("same widget tree for \(what)")
            return
        }
        let left = declarative.split(separator: "\n")
        let right = baseline.split(separator: "\n")
        let mismatch = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }
        let index = mismatch?.offset ?? min(left.count, right.count)
        let first = index < left.count ? String(left[index]) : "(end)"
        let second = index < right.count ? String(right[index]) : "(end)"
        let message = "DIFFERENT widget trees for \(what), line \(index + 1): GtkUI `\(first)` vs. by hand `\(second)`"
        results.treeCheck.append(message)
        progress("warning: " + message)
    }

    /// Measures one mount: building the list is the engine part; putting it into the window and
    /// painting it is the GTK part.
    private func mount<List: ListUnderTest>(_ type: List.Type, rows: Int, in window: BenchWindow) -> List {
        let items = Item.sample(count: rows)
        var list: List?
        let sample = window.measure(
            engine: { list = List(items: items) },
            handOver: {
                if let list { window.setContent(list.widget) }
            })
        if configuration.parts.contains(.mount) {
            results.add(sample, for: .mount, rows: rows, declarative: List.self == DeclarativeList.self)
        }
        guard let list else { fatalError("Benchmarks: the list was not built") }
        return list
    }

    private func mountOnly<List: ListUnderTest>(_ type: List.Type, rows: Int) {
        let window = BenchWindow()
        let list = mount(type, rows: rows, in: window)
        window.close()
        list.tearDown()
        LoopPump.drain()
    }

    private func mountAndChange<List: ListUnderTest>(_ type: List.Type, rows: Int, keyed: Bool) {
        let isDeclarative = List.self == DeclarativeList.self
        let window = BenchWindow()
        let list = mount(type, rows: rows, in: window)

        list.prepareRowChange(at: rows / 2)
        for _ in 0..<(configuration.parts.contains(.row) ? configuration.rowChangeRepetitions : 0) {
            let sample = window.measure(engine: list.changeRow)
            results.add(sample, for: .rowChange, rows: rows, declarative: isDeclarative)
        }

        if keyed && configuration.parts.contains(.keyed) {
            let middle = rows / 2
            let quarter = rows / 4
            for repetition in 0..<configuration.keyedRepetitions {
                let id = rows + repetition
                let item = Item(id: id, title: "Item \(id)")
                let insert = window.measure(engine: { list.insert(item, at: middle) })
                results.add(insert, for: .keyedInsert, rows: rows, declarative: isDeclarative)
                let move = window.measure(engine: { list.move(from: middle, to: quarter) })
                results.add(move, for: .keyedMove, rows: rows, declarative: isDeclarative)
                let remove = window.measure(engine: { list.remove(at: quarter) })
                results.add(remove, for: .keyedRemove, rows: rows, declarative: isDeclarative)
            }
            finalTrees[isDeclarative] = WidgetTree.describe(list.listBox)
        }

        window.close()
        list.tearDown()
        LoopPump.drain()
    }

    private func progress(_ message: String) {
        FileHandle.standardError.write(Data("[\(timestamp())] \(message)\n".utf8))
    }

    private func timestamp() -> String {
        String(format: "%6.1f s", Stopwatch.now() - startTime)
    }
}
