import GtkUI
import XCTest

private struct Item: Identifiable {
    let id: Int
    var title: String
}

/// A row with its own state, shown in its label, so tests can see whether state was kept.
private struct Row: View {
    let item: Item
    @State private var taps = 0
    var body: some View {
        HStack {
            Text("\(item.title) \(taps)")
            Button("tap \(item.id)") { taps += 1 }
        }
    }
}

private struct List: View {
    let items: [Item]
    var body: some View {
        VStack {
            ForEach(items) { item in Row(item: item) }
        }
    }
}

/// Rows with their own state and a button named by the title, for repeated ids.
private struct TitledRow: View {
    let item: Item
    @State private var taps = 0
    var body: some View {
        HStack {
            Text("\(item.title) \(taps)")
            Button("tap \(item.title)") { taps += 1 }
        }
    }
}

private struct TitledList: View {
    let items: [Item]
    var body: some View {
        VStack {
            ForEach(items) { item in TitledRow(item: item) }
        }
    }
}

private struct Labels: View {
    let items: [Item]
    var body: some View {
        VStack {
            ForEach(items) { item in Text(item.title) }
        }
    }
}

/// A command history keyed by the command itself, as ported apps often do.
private struct History: View {
    let entries: [String]
    var body: some View {
        VStack {
            ForEach(entries, id: \.self) { Text($0) }
        }
    }
}

private struct Tapper: View {
    @State private var taps = 0
    var body: some View {
        Button("taps \(taps)") { taps += 1 }
    }
}

private struct Switcher: View {
    let showToggle: Bool
    let id: Int
    var body: some View {
        VStack {
            if showToggle {
                Toggle("toggle", isOn: .constant(true))
            } else {
                Tapper()
            }
            Tapper().id(id)
        }
    }
}

private func items(_ ids: [Int]) -> [Item] { ids.map { Item(id: $0, title: "row\($0)") } }

@MainActor private func rowBoxes(_ host: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    // host box > VStack box > row boxes
    WidgetTree.children(of: WidgetTree.children(of: host)[0])
}

final class IdentityTests: GtkTestCase {
    func testMovedRowsKeepTheirWidgetsAndState() {
        onGtkThread {
            let host = HostingWidget(rootView: List(items: items([1, 2, 3, 4, 5])))
            gtk_button_clicked(WidgetTree.button("tap 2", in: host.widget))
            gtk_button_clicked(WidgetTree.button("tap 4", in: host.widget))
            host.flushUpdates()
            let before = rowBoxes(host.widget)
            let widgetsBefore = Diagnostics.liveWidgets.value

            host.rootView = List(items: items([4, 1, 3, 5, 2]))
            let after = rowBoxes(host.widget)
            XCTAssertEqual(after, [before[3], before[0], before[2], before[4], before[1]], "moved, not recreated")
            XCTAssertEqual(Diagnostics.liveWidgets.value, widgetsBefore)
            XCTAssertEqual(
                WidgetTree.labels(in: host.widget).filter { $0.hasPrefix("row") },
                ["row4 1", "row1 0", "row3 0", "row5 0", "row2 1"])
        }
    }

    func testInsertAndRemoveByKey() {
        onGtkThread {
            let host = HostingWidget(rootView: List(items: items([1, 2, 3])))
            gtk_button_clicked(WidgetTree.button("tap 3", in: host.widget))
            host.flushUpdates()
            let row3 = rowBoxes(host.widget)[2]
            host.rootView = List(items: items([1, 9, 3]))
            XCTAssertEqual(rowBoxes(host.widget)[2], row3)
            XCTAssertEqual(
                WidgetTree.labels(in: host.widget).filter { $0.hasPrefix("row") }, ["row1 0", "row9 0", "row3 1"])

            // A key that leaves and comes back starts fresh.
            host.rootView = List(items: items([1]))
            host.rootView = List(items: items([1, 3]))
            XCTAssertEqual(WidgetTree.labels(in: host.widget).filter { $0.hasPrefix("row") }, ["row1 0", "row3 0"])
        }
    }

    func testDuplicateIdsShowEveryRowInOrderAndWarnOncePerId() {
        onGtkThread {
            // 1,000 rows over 12 ids: every row is shown, in order.
            let numbers = (0..<1000).map { Item(id: $0 % 12, title: "n\($0)") }
            var host: HostingWidget<Labels>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Labels(items: numbers))
            }
            XCTAssertEqual(WidgetTree.labels(in: host!.widget), numbers.map(\.title))
            XCTAssertEqual(messages.count, 12, "one warning per repeated id: \(messages.prefix(3))")
            XCTAssertEqual(messages.filter { $0.contains("id 5 ") }.count, 1, "\(messages)")

            // Updates and moves neither lose rows nor warn again.
            let later = LogCapture.capture(domain: "GtkUI") {
                host!.rootView = Labels(items: Array(numbers.reversed()))
                host!.rootView = Labels(items: Array(numbers.prefix(500)))
            }
            XCTAssertEqual(WidgetTree.labels(in: host!.widget), numbers.prefix(500).map(\.title))
            XCTAssertEqual(later, [])
        }
    }

    func testAHistoryWithARepeatedNameKeepsEveryEntry() {
        onGtkThread {
            let host = HostingWidget(rootView: History(entries: ["ls", "cd /tmp", "ls"]))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["ls", "cd /tmp", "ls"])
            let messages = LogCapture.capture(domain: "GtkUI") {
                host.rootView = History(entries: ["ls", "cd /tmp", "ls", "ls", "make"])
                host.rootView = History(entries: ["cd /tmp", "ls", "ls", "make", "ls"])
            }
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["cd /tmp", "ls", "ls", "make", "ls"])
            XCTAssertEqual(messages, [], "the repeated name was reported when it first repeated")
        }
    }

    func testRepeatedIdsKeepStateByOccurrence() {
        onGtkThread {
            var mounted: HostingWidget<TitledList>?
            _ = LogCapture.capture(domain: "GtkUI") {
                mounted = HostingWidget(
                    rootView: TitledList(items: [
                        Item(id: 1, title: "x"), Item(id: 2, title: "y"), Item(id: 1, title: "z"),
                    ]))
            }
            let host = mounted!
            gtk_button_clicked(WidgetTree.button("tap z", in: host.widget))
            host.flushUpdates()
            let zBox = rowBoxes(host.widget)[2]
            XCTAssertEqual(WidgetTree.labels(in: host.widget).filter { !$0.hasPrefix("tap") }, ["x 0", "y 0", "z 1"])

            // The second row with id 1 stays the second: it keeps its node and state when it moves.
            host.rootView = TitledList(items: [
                Item(id: 1, title: "x"), Item(id: 1, title: "z"), Item(id: 2, title: "y"),
            ])
            XCTAssertEqual(WidgetTree.labels(in: host.widget).filter { !$0.hasPrefix("tap") }, ["x 0", "z 1", "y 0"])
            XCTAssertEqual(rowBoxes(host.widget)[1], zBox)

            // A third row with id 1 is new and starts fresh.
            host.rootView = TitledList(items: [
                Item(id: 1, title: "x"), Item(id: 1, title: "z"), Item(id: 2, title: "y"), Item(id: 1, title: "w"),
            ])
            XCTAssertEqual(
                WidgetTree.labels(in: host.widget).filter { !$0.hasPrefix("tap") }, ["x 0", "z 1", "y 0", "w 0"])
            XCTAssertEqual(rowBoxes(host.widget)[1], zBox)
        }
    }

    func testRangeForEach() {
        onGtkThread {
            let host = HostingWidget(rootView: VStack { ForEach(0..<3) { Text("n\($0)") } })
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["n0", "n1", "n2"])
        }
    }

    func testTypeChangeAndIdChangeResetState() {
        onGtkThread {
            let host = HostingWidget(rootView: Switcher(showToggle: false, id: 1))
            for button in WidgetTree.all(gtk_button_get_type(), in: host.widget) { gtk_button_clicked(button.cast()) }
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["taps 1", "taps 1"])

            // Same identity: state kept.
            host.rootView = Switcher(showToggle: false, id: 1)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["taps 1", "taps 1"])

            // New id at the second position: that state resets, the first is kept.
            host.rootView = Switcher(showToggle: false, id: 2)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["taps 1", "taps 0"])

            // The first position becomes a Toggle and back: a new Tapper with fresh state.
            host.rootView = Switcher(showToggle: true, id: 2)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["toggle", "taps 0"])
            host.rootView = Switcher(showToggle: false, id: 2)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["taps 0", "taps 0"])
        }
    }

    func testEqualTextIsNotSetAgain() {
        onGtkThread {
            let host = HostingWidget(rootView: List(items: items([1])))
            let label = WidgetTree.first(gtk_label_get_type(), in: host.widget)!
            var notifications = 0
            Signals.connect(label, "notify::label") { _ in notifications += 1 }
            host.rootView = List(items: items([1]))
            host.rootView = List(items: [Item(id: 1, title: String("row1".reversed().reversed()))])
            XCTAssertEqual(notifications, 0, "same text, no set_text")
            host.rootView = List(items: [Item(id: 1, title: "other")])
            XCTAssertEqual(notifications, 1)
        }
    }
}
