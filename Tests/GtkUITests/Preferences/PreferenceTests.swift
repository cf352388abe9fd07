import GtkUI
import XCTest

/// Names in view-tree order.
private struct Names: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// What a reader's action saw, in order.
@MainActor
private final class Seen {
    var values: [[String]] = []
}

/// Three writers, one of them inside a nested stack, one removable, one replaced by an outer one.
private struct Writers: View {
    let seen: Seen
    @State private var second = "b"
    @State private var showThird = true
    @State private var unrelated = 0

    var body: some View {
        VStack {
            Text("a").preference(key: Names.self, value: ["a"])
            HStack {
                Text("b \(unrelated)").preference(key: Names.self, value: [second])
                Button("rename") { second = "B" }
                Button("toggle") { showThird.toggle() }
                Button("unrelated") { unrelated += 1 }
            }
            if showThird {
                Text("c").preference(key: Names.self, value: ["c"]).preference(key: Names.self, value: ["outer"])
            }
        }
        .transformPreference(Names.self) { $0.append("end") }
        .onPreferenceChange(Names.self) { seen.values.append($0) }
    }
}

/// A writer with state of its own, so that changing it evaluates only this body.
private struct Source: View {
    @State private var name = "one"
    @State private var unrelated = 0
    var body: some View {
        VStack {
            Text("\(name) \(unrelated)").preference(key: Names.self, value: [name])
            Button("change") { name = "two" }
            Button("touch") { unrelated += 1 }
        }
    }
}

/// A body that must not be evaluated again when the preference beside it changes.
private struct Bystander: View {
    var body: some View { Text("bystander") }
}

/// Reads the preference in an overlay; its own body must not run for a preference change.
private struct OverlayReader: View {
    var body: some View {
        VStack {
            Source()
            Bystander()
        }
        .overlayPreferenceValue(Names.self) { names in
            Text("names: \(names.joined(separator: ","))")
        }
    }
}

/// Reads the preference with an action that writes no state.
private struct ActionReader: View {
    let seen: Seen
    var body: some View {
        VStack {
            Source()
            Bystander()
        }
        .onPreferenceChange(Names.self) { seen.values.append($0) }
    }
}

/// Its action writes the state that sets the preference: a loop.
private struct Feedback: View {
    @State private var count = 0
    var body: some View {
        Text("count \(count)")
            .preference(key: Names.self, value: ["\(count)"])
            .onPreferenceChange(Names.self) { names in count = (Int(names.first ?? "") ?? 0) + 1 }
    }
}

/// Gives a new value each time it combines, however often it is asked.
private struct Unsettled: PreferenceKey {
    nonisolated(unsafe) static var combinations = 0
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        combinations += 1
        value += nextValue() + combinations
    }
}

/// Two writers of ``Unsettled`` and a reader that feeds the value back into one of them.
private struct UnsettledReader: View {
    @State private var seen = 0
    var body: some View {
        HStack {
            Text("seen \(seen)").preference(key: Unsettled.self, value: seen)
            Text("other").preference(key: Unsettled.self, value: 1)
        }
        .onPreferenceChange(Unsettled.self) { seen = $0 }
    }
}

final class PreferenceTests: GtkTestCase {
    func testValuesCombineInTreeOrderAndOuterWritersReplaceInnerOnes() {
        onGtkThread {
            let seen = Seen()
            let host = HostingWidget(rootView: Writers(seen: seen))
            XCTAssertEqual(seen.values, [["a", "b", "outer", "end"]], "read once mounted, in tree order")

            gtk_button_clicked(WidgetTree.button("rename", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(seen.values.last, ["a", "B", "outer", "end"])

            gtk_button_clicked(WidgetTree.button("toggle", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(seen.values.last, ["a", "B", "end"], "an unmounted writer withdraws its value")

            gtk_button_clicked(WidgetTree.button("toggle", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(seen.values.last, ["a", "B", "outer", "end"], "a mounted one adds it in its place")

            let count = seen.values.count
            gtk_button_clicked(WidgetTree.button("unrelated", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(seen.values.count, count, "the same value runs no action")
        }
    }

    func testAChangeEvaluatesOnlyTheOverlayThatReadsIt() {
        onGtkThread {
            let host = HostingWidget(rootView: OverlayReader())
            host.flushUpdates()
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("names: one"))

            var before = Diagnostics.bodyEvaluations.value
            gtk_button_clicked(WidgetTree.button("change", in: host.widget))
            host.flushUpdates()
            // The writer's own body and the layer's body; not OverlayReader, not Bystander.
            XCTAssertEqual(Diagnostics.bodyEvaluations.value - before, 2)
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("names: two"))

            before = Diagnostics.bodyEvaluations.value
            gtk_button_clicked(WidgetTree.button("touch", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(Diagnostics.bodyEvaluations.value - before, 1, "an unchanged value evaluates no reader")
        }
    }

    func testAnActionReaderEvaluatesNoBody() {
        onGtkThread {
            let seen = Seen()
            let host = HostingWidget(rootView: ActionReader(seen: seen))
            XCTAssertEqual(seen.values, [["one"]])
            let before = Diagnostics.bodyEvaluations.value
            gtk_button_clicked(WidgetTree.button("change", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(Diagnostics.bodyEvaluations.value - before, 1, "only the writer's body")
            XCTAssertEqual(seen.values, [["one"], ["two"]])
        }
    }

    func testAnActionThatFeedsItsPreferenceWarnsOnceAndIsBoundedPerFrame() {
        onGtkThread {
            var host: HostingWidget<Feedback>?
            var evaluations = 0
            var passes = 0
            let messages = LogCapture.capture(domain: "GtkUI") {
                let evaluationsBefore = Diagnostics.bodyEvaluations.value
                let passesBefore = Diagnostics.updatePasses.value
                host = HostingWidget(rootView: Feedback())
                TestLoop.run(until: { Diagnostics.updatePasses.value - passesBefore >= 4 }, timeout: 3)
                evaluations = Diagnostics.bodyEvaluations.value - evaluationsBefore
                passes = Diagnostics.updatePasses.value - passesBefore
            }
            XCTAssertNotNil(host)
            XCTAssertGreaterThan(evaluations, 16, "the loop ran up to the cap")
            XCTAssertLessThanOrEqual(evaluations, (passes + 1) * 17, "bounded per frame")
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("onPreferenceChange") ?? false, "\(messages)")
        }
    }

    func testAReduceThatNeverSettlesWarnsOnceAndIsBoundedPerFrame() {
        onGtkThread {
            var host: HostingWidget<UnsettledReader>?
            var combinations = 0
            var passes = 0
            let messages = LogCapture.capture(domain: "GtkUI") {
                let before = Unsettled.combinations
                let passesBefore = Diagnostics.updatePasses.value
                host = HostingWidget(rootView: UnsettledReader())
                TestLoop.run(until: { Diagnostics.updatePasses.value - passesBefore >= 4 }, timeout: 3)
                combinations = Unsettled.combinations - before
                passes = Diagnostics.updatePasses.value - passesBefore
            }
            XCTAssertNotNil(host)
            XCTAssertLessThanOrEqual(combinations, (passes + 1) * 17, "bounded per frame")
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("Unsettled") ?? false, "\(messages)")
        }
    }
}
