import Foundation
import GtkUI
import XCTest

/// A row with its own state: a counter raised by its button.
private struct CounterRow: View {
    let title: String
    @State private var count = 0
    var body: some View {
        HStack {
            Text("\(title): \(count)")
            Button("Raise \(title)") { count += 1 }
        }
    }
}

private struct Element: Identifiable {
    let id: Int
    var title: String { "Item \(id)" }
}

@MainActor
private final class Model {
    var items: [Element]
    init(count: Int) { items = (0..<count).map { Element(id: $0) } }
}

final class LazyContainerTests: GtkTestCase {
    /// A list of 100,000 rows mounts a screenful, and stays that small while it scrolls.
    func testLongListMountsOnlyTheRowsOnScreen() {
        onGtkThread {
            let items = (0..<100_000).map { Element(id: $0) }
            let harness = LazyListHarness(
                List(items) { item in
                    HStack {
                        Text(item.title)
                        Button("Add") {}
                    }
                })
            defer { harness.close() }
            let first = harness.rows()
            XCTAssertGreaterThan(first.count, 4)
            XCTAssertLessThan(first.count, 40, "a 300-pixel window shows a screenful of rows")
            XCTAssertEqual(harness.visibleRowTexts().first, "Item 0 Add")
            var mostLabels = harness.labelCount
            for fraction in [0.25, 0.5, 0.5001, 0.75, 1.0, 0.1] {
                harness.scroll(toFraction: fraction)
                mostLabels = max(mostLabels, harness.labelCount)
                let shown = harness.visibleRowTexts()
                XCTAssertFalse(shown.isEmpty, "rows show at \(fraction)")
                let expected = Int((Double(items.count) * fraction).rounded())
                let firstShown = shown.first.flatMap { Int($0.split(separator: " ")[1]) } ?? -1
                XCTAssertLessThan(abs(firstShown - expected), 40, "at \(fraction) the rows near \(expected) show")
            }
            XCTAssertLessThan(mostLabels, 150, "labels mounted at any time")
            harness.scroll(toFraction: 1.0)
            XCTAssertEqual(harness.visibleRowTexts().last, "Item 99999 Add", "the last row is reachable")
        }
    }

    /// Rows that scroll away give their widgets to rows that scroll in.
    func testRowsLeavingTheScreenAreRecycled() {
        onGtkThread {
            let items = (0..<10_000).map { Element(id: $0) }
            let harness = LazyListHarness(List(items) { Text($0.title) })
            defer { harness.close() }
            let before = Set(WidgetTree.all(gtk_label_get_type(), in: harness.window))
            harness.scroll(toFraction: 0.5)
            let after = Set(WidgetTree.all(gtk_label_get_type(), in: harness.window))
            XCTAssertTrue(
                harness.visibleRowTexts().contains("Item 5000") || harness.visibleRowTexts().contains("Item 4999"))
            XCTAssertFalse(before.isDisjoint(with: after), "labels of rows that left show the rows that came")
        }
    }

    /// A row's @State is kept by its id across scrolling out and back; a recycled row showing
    /// another id starts fresh.
    func testRowStateIsKeptByIDAcrossRecycling() {
        onGtkThread {
            let items = (0..<2_000).map { Element(id: $0) }
            let harness = LazyListHarness(List(items) { CounterRow(title: $0.title) })
            defer { harness.close() }
            let raise = WidgetTree.button("Raise Item 1", in: harness.window)
            gtk_button_clicked(raise)
            gtk_button_clicked(raise)
            TestLoop.drain()
            XCTAssertTrue(harness.visibleRowTexts().contains("Item 1: 2 Raise Item 1"))
            harness.scroll(toFraction: 0.5)
            XCTAssertFalse(
                harness.visibleRowTexts().contains { $0.hasSuffix(": 2 Raise Item 1") || $0.contains(": 2 ") },
                "recycled rows start with fresh state: \(harness.visibleRowTexts())")
            harness.scroll(toFraction: 0)
            XCTAssertTrue(
                harness.visibleRowTexts().contains("Item 1: 2 Raise Item 1"),
                "the row's state came back: \(harness.visibleRowTexts())")
            XCTAssertTrue(harness.visibleRowTexts().contains("Item 2: 0 Raise Item 2"))
        }
    }

    /// An insert above the rows on screen shifts them without remounting the ones that stay.
    func testDataChangesKeepTheRowsThatStayed() {
        onGtkThread {
            struct Host: View {
                let model: Model
                @State var revision = 0
                var body: some View {
                    VStack {
                        Button("Change \(revision)") { revision += 1 }
                        List(model.items) { Text($0.title) }
                    }
                }
            }
            let model = Model(count: 1_000)
            let harness = LazyListHarness(Host(model: model))
            defer { harness.close() }
            let rowOf5 = harness.rows().first { WidgetTree.labels(in: $0) == ["Item 5"] }
            let labelOf5 = rowOf5.flatMap { WidgetTree.first(gtk_label_get_type(), in: $0) }
            XCTAssertNotNil(labelOf5)
            model.items.insert(Element(id: -1), at: 0)
            model.items.remove(at: 3)
            gtk_button_clicked(WidgetTree.button("Change 0", in: harness.window))
            harness.settle()
            let texts = harness.visibleRowTexts()
            XCTAssertEqual(Array(texts.prefix(5)), ["Item -1", "Item 0", "Item 1", "Item 3", "Item 4"])
            let newRowOf5 = harness.rows().first { WidgetTree.labels(in: $0) == ["Item 5"] }
            XCTAssertEqual(
                newRowOf5.flatMap { WidgetTree.first(gtk_label_get_type(), in: $0) }, labelOf5,
                "a row still on screen keeps its widgets")
        }
    }

    /// ScrollViewReader scrolls to a row that was never mounted.
    func testScrollToRowNeverMounted() {
        onGtkThread {
            let items = (0..<50_000).map { Element(id: $0) }
            var proxyHolder: ScrollViewProxy?
            let harness = LazyListHarness(
                ScrollViewReader { proxy in
                    let _ = { proxyHolder = proxy }()
                    List(items) { Text($0.title) }
                })
            defer { harness.close() }
            guard let proxy = proxyHolder else { return XCTFail("no proxy") }
            proxy.scrollTo(31_337, anchor: .top)
            harness.settle()
            XCTAssertEqual(harness.visibleRowTexts().first, "Item 31337")
            proxy.scrollTo(40_000, anchor: .center)
            harness.settle()
            XCTAssertTrue(harness.visibleRowTexts().contains("Item 40000"))
            proxy.scrollTo(12, anchor: nil)
            harness.settle()
            XCTAssertTrue(harness.visibleRowTexts().contains("Item 12"))
        }
    }

    /// A LazyVStack in a ScrollView is lazy too.
    func testLazyVStackInScrollViewIsLazy() {
        onGtkThread {
            let harness = LazyListHarness(
                ScrollView {
                    LazyVStack {
                        ForEach(0..<100_000) { Text("Row \($0)") }
                    }
                })
            defer { harness.close() }
            XCTAssertLessThan(harness.rows().count, 40)
            XCTAssertEqual(harness.visibleRowTexts().first, "Row 0")
            harness.scroll(toFraction: 0.5)
            XCTAssertLessThan(harness.rows().count, 40)
            XCTAssertLessThan(harness.labelCount, 80)
        }
    }

    /// Repeated ids: every row shows, with one warning naming the id.
    func testRepeatedIDsShowEveryRowWithOneWarning() {
        onGtkThread {
            var harness: LazyListHarness?
            let messages = LogCapture.capture(domain: "GtkUI") {
                harness = LazyListHarness(List(["a", "b", "a", "c", "a"], id: \.self) { Text($0) })
                harness?.scroll(toFraction: 0)
            }
            defer { harness?.close() }
            XCTAssertEqual(harness?.visibleRowTexts(), ["a", "b", "a", "c", "a"])
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("\"a\"") ?? false, "\(messages)")
        }
    }

    /// A ForEach of sections, each with its own ForEach, is flattened into rows as in SwiftUI.
    func testForEachOfSectionsIsFlattened() {
        onGtkThread {
            let groups = [("Fruit", ["Apple", "Pear"]), ("Vegetables", ["Leek"])]
            let harness = LazyListHarness(
                List {
                    ForEach(groups, id: \.0) { group in
                        Section(group.0) {
                            ForEach(group.1, id: \.self) { Text($0) }
                        }
                    }
                })
            defer { harness.close() }
            XCTAssertEqual(harness.visibleRowTexts(), ["Fruit", "Apple", "Pear", "Vegetables", "Leek"])
            XCTAssertEqual(harness.rows().count, 5, "one row each")
        }
    }

    /// A list asks for its rows' length up to about a screenful, so its window opens at a useful size.
    func testListNaturalHeightFollowsItsRowsUpToAScreenful() {
        onGtkThread {
            @MainActor func naturalHeight<V: View>(_ view: V) -> Int32 {
                let host = HostingWidget(rootView: view)
                var minimum: Int32 = 0
                var natural: Int32 = 0
                gtk_widget_get_preferred_height(host.widget, &minimum, &natural)
                return natural
            }
            let short = naturalHeight(List(0..<5) { Text("Row \($0)") })
            let long = naturalHeight(List(0..<100_000) { Text("Row \($0)") })
            XCTAssertGreaterThan(short, 100, "five rows")
            XCTAssertLessThan(short, 400)
            XCTAssertEqual(long, 400, "capped at about a screenful")
        }
    }

    /// Sections give a header row per section.
    func testSectionsAddHeaderRows() {
        onGtkThread {
            let harness = LazyListHarness(
                List {
                    Section("Fruit") {
                        Text("Apple")
                        Text("Pear")
                    }
                    Section("Vegetables") {
                        ForEach(["Leek", "Kale"], id: \.self) { Text($0) }
                    }
                })
            defer { harness.close() }
            XCTAssertEqual(harness.visibleRowTexts(), ["Fruit", "Apple", "Pear", "Vegetables", "Leek", "Kale"])
        }
    }

    /// Unmounting the list frees every row, spare or shown.
    func testUnmountingFreesEveryRow() {
        onGtkThread {
            let widgetsBefore = Diagnostics.liveWidgets.value
            let items = (0..<5_000).map { Element(id: $0) }
            let harness = LazyListHarness(List(items) { CounterRow(title: $0.title) })
            harness.scroll(toFraction: 0.3)
            harness.scroll(toFraction: 0.6)
            XCTAssertGreaterThan(Diagnostics.liveWidgets.value, widgetsBefore)
            harness.close()
            XCTAssertEqual(Diagnostics.liveWidgets.value, widgetsBefore)
        }
    }

    /// ScrollViewReader also scrolls a plain ScrollView to a view given an `.id`, as chat views do.
    func testScrollToAViewWithAnIDInAnEagerScrollView() {
        onGtkThread {
            let harness = LazyListHarness(
                ScrollViewReader { proxy in
                    VStack {
                        Button("Last") { proxy.scrollTo(99, anchor: .bottom) }
                        Button("Line 40") { proxy.scrollTo(40, anchor: .top) }
                        ScrollView {
                            VStack { ForEach(0..<100) { Text("Line \($0)").id($0) } }
                        }
                    }
                })
            defer { harness.close() }
            TestLoop.run(for: 0.1)
            guard let scrolled = WidgetTree.first(gtk_scrolled_window_get_type(), in: harness.window),
                let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.cast())
            else { return XCTFail("no scroll view") }
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 0)
            gtk_button_clicked(WidgetTree.button("Last", in: harness.window))
            TestLoop.drain()
            let bottom = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            XCTAssertGreaterThan(bottom, 0)
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), bottom, accuracy: 1)
            gtk_button_clicked(WidgetTree.button("Line 40", in: harness.window))
            TestLoop.drain()
            XCTAssertGreaterThan(gtk_adjustment_get_value(adjustment), 0)
            XCTAssertLessThan(gtk_adjustment_get_value(adjustment), bottom)
        }
    }

    /// New places to scroll to reach the proxy without evaluating the reader's content again.
    func testNewIDsReachTheProxyWithoutEvaluatingTheReader() {
        onGtkThread {
            let counter = ReaderEvaluations()
            let harness = LazyListHarness(
                ScrollViewReader { proxy in
                    let _ = counter.count += 1
                    VStack {
                        Button("Last") { proxy.scrollTo(149, anchor: .bottom) }
                        ScrollView { GrowingLines() }
                    }
                })
            defer { harness.close() }
            TestLoop.run(for: 0.1)
            guard let scrolled = WidgetTree.first(gtk_scrolled_window_get_type(), in: harness.window),
                let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.cast())
            else { return XCTFail("no scroll view") }
            let evaluations = counter.count
            let before = Diagnostics.bodyEvaluations.value
            gtk_button_clicked(WidgetTree.button("More", in: harness.window))
            TestLoop.run(for: 0.1)
            XCTAssertEqual(Diagnostics.bodyEvaluations.value - before, 1, "only the lines were evaluated")
            XCTAssertEqual(counter.count, evaluations, "the reader's content was not evaluated again")
            gtk_button_clicked(WidgetTree.button("Last", in: harness.window))
            TestLoop.drain()
            let bottom = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            XCTAssertGreaterThan(bottom, 0)
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), bottom, accuracy: 1, "line 149 is new")
        }
    }
}

@MainActor
private final class ReaderEvaluations {
    var count = 0
}

/// Lines with an id each, and a button that adds more.
private struct GrowingLines: View {
    @State private var count = 100
    var body: some View {
        VStack {
            Button("More") { count = 150 }
            ForEach(0..<count, id: \.self) { Text("Line \($0)").id($0) }
        }
    }
}

@MainActor
private final class Appearances {
    var appeared: [Int] = []
    var disappeared: [Int] = []
}

final class LazyRowLifecycleTests: GtkTestCase {
    /// Rows that scroll in appear and rows that scroll away disappear, although their nodes are
    /// recycled: the pattern of lists that load more when their last row appears.
    func testRecycledRowsAppearAndDisappear() {
        onGtkThread {
            let log = Appearances()
            let harness = LazyListHarness(
                List(0..<1_000) { index in
                    Text("Row \(index)")
                        .onAppear { log.appeared.append(index) }
                        .onDisappear { log.disappeared.append(index) }
                })
            defer { harness.close() }
            XCTAssertTrue(log.appeared.contains(0))
            XCTAssertTrue(log.disappeared.isEmpty)
            harness.scroll(toFraction: 1)
            TestLoop.drain()
            XCTAssertTrue(log.appeared.contains(999), "the last row appeared")
            XCTAssertTrue(log.disappeared.contains(0), "the first row disappeared")
            let shownAppearances = log.appeared.filter { $0 > 900 }.count
            XCTAssertEqual(shownAppearances, Set(log.appeared.filter { $0 > 900 }).count, "each appeared once")
            let disappearedBefore = log.disappeared.count
            harness.close()
            let mountedAtClose = log.appeared.count - disappearedBefore
            XCTAssertEqual(log.disappeared.count - disappearedBefore, mountedAtClose, "each shown row disappears once")
        }
    }
}
