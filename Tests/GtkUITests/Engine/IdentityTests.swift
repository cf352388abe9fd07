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

    func testDuplicateIdsWarnOnceAndKeepTheFirstRow() {
        onGtkThread {
            var host: HostingWidget<List>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(
                    rootView: List(items: [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 1, title: "c")]))
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("id 1") ?? false, "\(messages)")
            XCTAssertEqual(WidgetTree.labels(in: host!.widget).filter { !$0.hasPrefix("tap") }, ["a 0", "b 0"])
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
