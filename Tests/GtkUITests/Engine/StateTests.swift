import GtkUI
import Observation
import XCTest

/// Counts body evaluations per view name, so tests can prove which bodies ran.
@MainActor
final class BodyLog {
    var counts: [String: Int] = [:]
    func record(_ name: String) { counts[name, default: 0] += 1 }
    func count(_ name: String) -> Int { counts[name] ?? 0 }
}

private struct Parent: View {
    let log: BodyLog
    @State private var parentValue = 0
    @State private var childValue = 0

    var body: some View {
        log.record("parent")
        return VStack {
            Text("parent \(parentValue)")
            Button("parent+") { parentValue += 1 }
            Reader(log: log, value: $childValue)
            Bystander(log: log)
        }
    }
}

private struct Reader: View {
    let log: BodyLog
    @Binding var value: Int

    var body: some View {
        log.record("reader")
        return HStack {
            Text("child \(value)")
            Button("child+") { value += 1 }
        }
    }
}

private struct Bystander: View {
    let log: BodyLog
    var body: some View {
        log.record("bystander")
        return Text("static")
    }
}

final class StateTests: GtkTestCase {
    func testStateChangeEvaluatesOnlyTheBodiesThatReadIt() {
        onGtkThread {
            let log = BodyLog()
            let host = HostingWidget(rootView: Parent(log: log))
            XCTAssertEqual(log.counts, ["parent": 1, "reader": 1, "bystander": 1])

            // The parent owns childValue but does not read it: only the reader runs.
            gtk_button_clicked(WidgetTree.button("child+", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(log.counts, ["parent": 1, "reader": 2, "bystander": 1])
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("child 1"))

            // The parent reads parentValue: it runs; its unchanged children do not.
            gtk_button_clicked(WidgetTree.button("parent+", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(log.counts, ["parent": 2, "reader": 2, "bystander": 1])
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("parent 1"))
        }
    }

    func testManyChangesInOneTurnCoalesceIntoOnePass() {
        onGtkThread {
            let log = BodyLog()
            let host = HostingWidget(rootView: Parent(log: log))
            let passes = Diagnostics.updatePasses.value
            let plus = WidgetTree.button("child+", in: host.widget)
            for _ in 0..<10 { gtk_button_clicked(plus) }
            TestLoop.drain()
            XCTAssertEqual(Diagnostics.updatePasses.value - passes, 1, "ten changes, one pass")
            XCTAssertEqual(log.count("reader"), 2, "ten changes, one evaluation")
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("child 10"))
        }
    }

    func testSettingAnEqualValueEvaluatesNothing() {
        onGtkThread {
            let log = BodyLog()
            let storage = Box(0)
            let host = HostingWidget(rootView: EqualWriter(log: log, storage: storage))
            storage.set?(0)
            host.flushUpdates()
            XCTAssertEqual(log.count("writer"), 1)
            storage.set?(5)
            host.flushUpdates()
            XCTAssertEqual(log.count("writer"), 2)
        }
    }

    func testBindingConstantAndClosureBinding() {
        onGtkThread {
            var stored = "a"
            let binding = Binding(get: { stored }, set: { stored = $0 })
            binding.wrappedValue = "b"
            XCTAssertEqual(stored, "b")
            let constant = Binding.constant(3)
            constant.wrappedValue = 4
            XCTAssertEqual(constant.wrappedValue, 3)

            struct Pair { var left = 1, right = 2 }
            var pair = Pair()
            let whole = Binding(get: { pair }, set: { pair = $0 })
            whole.right.wrappedValue = 9
            XCTAssertEqual(pair.right, 9)
        }
    }

    func testHostRootViewReplacementKeepsState() {
        onGtkThread {
            let host = HostingWidget(rootView: Titled(title: "one"))
            gtk_button_clicked(WidgetTree.button("tap", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget).first, "one: 1")
            host.rootView = Titled(title: "two")
            XCTAssertEqual(WidgetTree.labels(in: host.widget).first, "two: 1", "state survives a new root value")
        }
    }
}

/// Lets a test write a view's state from outside.
@MainActor
private final class Box {
    var set: ((Int) -> Void)?
    init(_ value: Int) {}
}

private struct EqualWriter: View {
    let log: BodyLog
    let storage: Box
    @State private var value = 0

    var body: some View {
        log.record("writer")
        storage.set = { [$value] in $value.wrappedValue = $0 }
        return Text("\(value)")
    }
}

private struct Titled: View {
    let title: String
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("\(title): \(taps)")
            Button("tap") { taps += 1 }
        }
    }
}
