import GtkUI
import Observation
import XCTest

private struct ReuseItem: Identifiable {
    let id: Int
    var title: String
}

@Observable
@MainActor
private final class ReuseModel {
    var items: [ReuseItem]
    var suffix = ""
    var disabled = false

    init(count: Int) {
        items = (0..<count).map { ReuseItem(id: $0, title: "Item \($0)") }
    }
}

/// Read by row closures that capture nothing, so only tracking the closures sees the read.
@Observable
@MainActor
private final class SharedMarker {
    static let shared = SharedMarker()
    var mark = ""
}

private struct ReuseRow: View {
    let item: ReuseItem
    @Environment(\.isEnabled) private var isEnabled
    @State private var taps = 0

    var body: some View {
        HStack {
            Text("\(item.title) \(taps)\(isEnabled ? "" : " off")")
            Button("Tap") { taps += 1 }
        }
        // Rows that give their list two widgets, some of the time.
        if taps % 2 == 1 {
            Divider()
        }
    }
}

/// Counts the calls of ``PlainList``'s row closure, which stays capture-free by counting here.
@MainActor
private enum RowClosureCalls {
    static var count = 0
}

/// Rows from a closure that captures nothing: the case where unchanged rows are kept.
private struct PlainList: View {
    let model: ReuseModel

    var body: some View {
        VStack {
            ForEach(model.items) { item in
                RowClosureCalls.count += 1
                return ReuseRow(item: item)
            }
        }
        .disabled(model.disabled)
    }
}

/// Rows from a closure that captures the view: every row is made again on every update.
private struct CapturingList: View {
    let model: ReuseModel

    var body: some View {
        let suffix = model.suffix
        return VStack {
            ForEach(model.items) { item in
                Text(item.title + suffix)
            }
        }
    }
}

/// Rows whose closure reads a model the list's body does not read.
private struct MarkedList: View {
    let model: ReuseModel

    var body: some View {
        VStack {
            ForEach(model.items) { item in
                Text(item.title + SharedMarker.shared.mark)
            }
        }
    }
}

/// Rows whose closure reads the list's own state; the list's body does not read it.
private struct SuffixedList: View {
    let model: ReuseModel
    @State private var suffix = ""

    var body: some View {
        VStack {
            Button("Mark") { suffix += "+" }
            ForEach(model.items) { item in
                Text(item.title + suffix)
            }
        }
    }
}

final class ForEachRowReuseTests: GtkTestCase {
    /// The work one element's change costs, at `count` rows: bodies evaluated and rows made.
    @MainActor
    private static func costOfOneElementChange(
        rows count: Int
    ) -> (bodies: Int, rows: Int, closureCalls: Int, labels: [String]) {
        let model = ReuseModel(count: count)
        let host = HostingWidget(rootView: PlainList(model: model))
        let bodies = Diagnostics.bodyEvaluations.value
        let rows = Diagnostics.rowEvaluations.value
        let calls = RowClosureCalls.count
        model.items[count / 2].title = "Changed"
        host.flushUpdates()
        let labels = WidgetTree.labels(in: host.widget).filter { $0 != "Tap" }
        return (
            Diagnostics.bodyEvaluations.value - bodies, Diagnostics.rowEvaluations.value - rows,
            RowClosureCalls.count - calls, labels
        )
    }

    func testOneElementChangeCostsTheSameAtAnyListSize() {
        onGtkThread {
            let small = Self.costOfOneElementChange(rows: 50)
            let large = Self.costOfOneElementChange(rows: 2000)
            // The list's body and the changed row's body; one row made again.
            XCTAssertEqual(small.bodies, 2)
            XCTAssertEqual(large.bodies, 2)
            XCTAssertEqual(small.rows, 1)
            XCTAssertEqual(large.rows, 1)
            XCTAssertEqual(small.closureCalls, 1)
            XCTAssertEqual(large.closureCalls, 1)
            XCTAssertEqual(small.labels[25], "Changed 0")
            XCTAssertEqual(small.labels[24], "Item 24 0")
            XCTAssertEqual(large.labels[1000], "Changed 0")
            XCTAssertEqual(large.labels.count, 2000)
        }
    }

    func testKeyedChangesMakeOnlyNewRowsAtAnyListSize() {
        onGtkThread {
            for count in [50, 2000] {
                let model = ReuseModel(count: count)
                let host = HostingWidget(rootView: PlainList(model: model))
                var rows = Diagnostics.rowEvaluations.value
                var bodies = Diagnostics.bodyEvaluations.value
                let calls = RowClosureCalls.count
                model.items.insert(ReuseItem(id: -1, title: "New"), at: count / 2)
                host.flushUpdates()
                XCTAssertEqual(RowClosureCalls.count - calls, 1, "insert at \(count) rows")
                XCTAssertEqual(Diagnostics.rowEvaluations.value - rows, 1, "insert at \(count) rows")
                XCTAssertEqual(Diagnostics.bodyEvaluations.value - bodies, 2, "insert at \(count) rows")

                rows = Diagnostics.rowEvaluations.value
                bodies = Diagnostics.bodyEvaluations.value
                let moved = model.items.remove(at: count / 2)
                model.items.insert(moved, at: count / 4)
                host.flushUpdates()
                XCTAssertEqual(Diagnostics.rowEvaluations.value - rows, 0, "move at \(count) rows")
                XCTAssertEqual(Diagnostics.bodyEvaluations.value - bodies, 1, "move at \(count) rows")

                rows = Diagnostics.rowEvaluations.value
                model.items.remove(at: count / 4)
                host.flushUpdates()
                XCTAssertEqual(Diagnostics.rowEvaluations.value - rows, 0, "remove at \(count) rows")
                let labels = WidgetTree.labels(in: host.widget).filter { $0 != "Tap" }
                XCTAssertEqual(labels, (0..<count).map { "Item \($0) 0" })
            }
        }
    }

    func testKeptRowsFollowAnEnvironmentChange() {
        onGtkThread {
            let model = ReuseModel(count: 3)
            let host = HostingWidget(rootView: PlainList(model: model))
            model.disabled = true
            host.flushUpdates()
            XCTAssertEqual(
                WidgetTree.labels(in: host.widget).filter { $0 != "Tap" },
                ["Item 0 0 off", "Item 1 0 off", "Item 2 0 off"])
        }
    }

    func testRowsFromACapturingClosureAreMadeAgain() {
        onGtkThread {
            let model = ReuseModel(count: 3)
            let host = HostingWidget(rootView: CapturingList(model: model))
            model.suffix = "!"
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Item 0!", "Item 1!", "Item 2!"])
        }
    }

    func testRowClosuresReadingAModelUpdateTheRows() {
        onGtkThread {
            let model = ReuseModel(count: 3)
            let host = HostingWidget(rootView: MarkedList(model: model))
            SharedMarker.shared.mark = "*"
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Item 0*", "Item 1*", "Item 2*"])
            // An element change afterwards still shows the mark on every row.
            model.items[1].title = "B"
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Item 0*", "B*", "Item 2*"])
            SharedMarker.shared.mark = ""
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Item 0", "B", "Item 2"])
        }
    }

    /// Every push button below `widget`, depth first.
    @MainActor
    private static func buttons(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        if widget.isInstance(of: gtk_button_get_type()) { return [widget] }
        return WidgetTree.children(of: widget).flatMap { buttons(in: $0) }
    }

    func testRowClosuresReadingStateUpdateTheRows() {
        onGtkThread {
            let model = ReuseModel(count: 2)
            let host = HostingWidget(rootView: SuffixedList(model: model))
            let button = WidgetTree.first(gtk_button_get_type(), in: host.widget)!
            gtk_button_clicked(button.cast())
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Mark", "Item 0+", "Item 1+"])
        }
    }

    /// Random element edits, inserts (some repeating an id), removes and moves, with rows tapped
    /// along the way, compared with what the data and the taps say each row must show. A row's
    /// state belongs to its id and its occurrence of that id, and goes when that identity goes.
    func testRandomElementEditsMatchTheData() {
        onGtkThread {
            let seed = UInt64.random(in: 1...UInt64(UInt32.max))
            var random = ReuseRandom(seed: seed)
            let model = ReuseModel(count: 40)
            let host = HostingWidget(rootView: PlainList(model: model))
            var taps: [[Int]: Int] = [:]
            var nextID = 100
            var failure: String?
            _ = LogCapture.capture(domain: "GtkUI") {
                for step in 0..<600 where failure == nil {
                    var items = model.items
                    switch random.next(below: 8) {
                    case 0 where !items.isEmpty, 1 where !items.isEmpty:
                        items[random.next(below: items.count)].title = "T\(step)"
                    case 2:
                        let index = random.next(below: items.count + 1)
                        items.insert(ReuseItem(id: nextID, title: "N\(nextID)"), at: index)
                        nextID += 1
                    case 3 where !items.isEmpty:
                        // Another element with an id already in the list.
                        let id = items[random.next(below: items.count)].id
                        items.insert(ReuseItem(id: id, title: "D\(step)"), at: random.next(below: items.count + 1))
                    case 4 where !items.isEmpty:
                        items.remove(at: random.next(below: items.count))
                    case 5 where items.count > 1:
                        let item = items.remove(at: random.next(below: items.count))
                        items.insert(item, at: random.next(below: items.count + 1))
                    case 6 where !items.isEmpty:
                        // Tap a row's button: its own state changes.
                        let index = random.next(below: items.count)
                        gtk_button_clicked(Self.buttons(in: host.widget)[index].cast())
                        taps[Self.identities(of: items)[index], default: 0] += 1
                    case 7:
                        model.disabled.toggle()
                    default:
                        items = Array(items.prefix(30))
                    }
                    model.items = items
                    host.flushUpdates()
                    let identities = Self.identities(of: items)
                    taps = taps.filter { identities.contains($0.key) }
                    let expected = zip(items, identities).map { item, identity in
                        "\(item.title) \(taps[identity] ?? 0)\(model.disabled ? " off" : "")"
                    }
                    let shown = WidgetTree.labels(in: host.widget).filter { $0 != "Tap" }
                    let dividers = Self.count(gtk_separator_get_type(), in: host.widget)
                    let oddRows = identities.filter { (taps[$0] ?? 0) % 2 == 1 }.count
                    if dividers != oddRows {
                        failure =
                            "seed=\(seed) step \(step): \(dividers) dividers for \(oddRows) rows tapped an odd number of times"
                    }
                    if shown != expected {
                        failure = "seed=\(seed) step \(step): shows \(shown), expected \(expected)"
                    }
                }
            }
            XCTAssertNil(failure)
        }
    }

    /// How many widgets of GType `type` are below `widget`, itself included.
    @MainActor
    private static func count(_ type: GType, in widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        (widget.isInstance(of: type) ? 1 : 0) + WidgetTree.children(of: widget).reduce(0) { $0 + count(type, in: $1) }
    }

    /// Each item's identity: its id and its occurrence of that id.
    private static func identities(of items: [ReuseItem]) -> [[Int]] {
        var seen: [Int: Int] = [:]
        return items.map { item in
            let occurrence = seen[item.id, default: 0]
            seen[item.id] = occurrence + 1
            return [item.id, occurrence]
        }
    }
}

/// A small seeded generator, so a failure can be replayed from its seed.
private struct ReuseRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(bound))
    }
}
