import Foundation
import GtkUI

/// The model part (`--only model`): issue 9's side-by-side workload. At both list sizes, each
/// list gets 200 single-label changes made through its model (one element's field; by hand, one
/// `gtk_label_set_text`), then inserts and removes in the middle, each change followed by a
/// painted frame.
@MainActor
struct ModelWorkload {
    /// Label changes per list size.
    static let labelChanges = 200
    /// Repetitions of the insert and the remove in the middle.
    static let structuralRepetitions = 7

    let configuration: BenchmarkConfiguration

    /// Runs both lists at both sizes and adds their samples, plus a check that both built the
    /// same widget tree after every change.
    func run(into results: inout BenchmarkResults, progress: (String) -> Void) {
        progress("model: warming up")
        for type in [DeclarativeList.self, ImperativeList.self] as [any ListUnderTest.Type] {
            let window = BenchWindow()
            let list = type.init(items: Item.sample(count: 20))
            window.setContent(list.widget)
            _ = window.frames.waitForNextFrame(timeout: BenchWindow.frameTimeout)
            _ = window.measure(engine: { list.setTitle("Warm", at: 3) })
            _ = window.measure(engine: { list.insert(Item(id: 100, title: "Item 100"), at: 10) })
            _ = window.measure(engine: { list.remove(at: 10) })
            window.close()
            list.tearDown()
        }
        for rows in [configuration.smallCount, configuration.largeCount] {
            var trees: [String] = []
            for type in [DeclarativeList.self, ImperativeList.self] as [any ListUnderTest.Type] {
                progress("model: \(rows) rows, \(type.label): \(Self.labelChanges) label changes, inserts, removes")
                trees.append(measure(type, rows: rows, into: &results))
            }
            results.treeCheck.append(
                trees[0] == trees[1]
                    ? "same widget tree for \(rows) rows after the model part's changes"
                    : "DIFFERENT widget trees for \(rows) rows after the model part's changes")
        }
    }

    /// Mounts one list (not measured here: the mount part does that), changes it, and returns
    /// its final widget tree.
    private func measure(_ type: any ListUnderTest.Type, rows: Int, into results: inout BenchmarkResults) -> String {
        let isDeclarative = type == DeclarativeList.self
        let window = BenchWindow()
        let list = type.init(items: Item.sample(count: rows))
        window.setContent(list.widget)
        _ = window.frames.waitForNextFrame(timeout: BenchWindow.frameTimeout)

        // Spread over the list, so no change finds the row it changed last.
        let stride = max(1, rows / Self.labelChanges)
        for change in 0..<Self.labelChanges {
            let index = (change * stride + rows / 3) % rows
            let sample = window.measure(engine: { list.setTitle("Changed \(change)", at: index) })
            results.add(sample, for: .modelLabel, rows: rows, declarative: isDeclarative)
        }
        let middle = rows / 2
        for repetition in 0..<Self.structuralRepetitions {
            let id = rows + repetition
            let insert = window.measure(engine: { list.insert(Item(id: id, title: "Item \(id)"), at: middle) })
            results.add(insert, for: .modelInsert, rows: rows, declarative: isDeclarative)
            let remove = window.measure(engine: { list.remove(at: middle) })
            results.add(remove, for: .modelRemove, rows: rows, declarative: isDeclarative)
        }
        let tree = WidgetTree.describe(list.listBox)
        window.close()
        list.tearDown()
        LoopPump.drain()
        return tree
    }
}
