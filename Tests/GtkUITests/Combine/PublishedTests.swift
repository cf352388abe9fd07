import Combine
import GtkUI
import XCTest

private final class Received<Value>: @unchecked Sendable {
    var values: [Value] = []
}

private final class Counter: ObservableObject {
    @Published var value = 0
    @Published var label = "a"
}

/// No `@Published` property: it announces changes itself, as many SwiftUI models do.
private final class ManualModel: ObservableObject {
    var count = 0 {
        willSet { objectWillChange.send() }
    }
}

/// Declares its own publisher, as older SwiftUI code does.
private final class CustomModel: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var name = "x" {
        willSet { objectWillChange.send() }
    }
}

private final class Search: ObservableObject {
    @Published var query = ""
    @Published private(set) var shout = ""
    init() {
        $query.map { $0.uppercased() }.assign(to: &$shout)
    }
}

private struct ManualView: View {
    @ObservedObject var model: ManualModel
    var body: some View { Text("count \(model.count)") }
}

private struct CustomView: View {
    @ObservedObject var model: CustomModel
    var body: some View { Text("name \(model.name)") }
}

private struct SearchView: View {
    @ObservedObject var search: Search
    var body: some View { Text(search.shout) }
}

final class PublishedTests: GtkTestCase {
    func testDollarPropertyPublishesCurrentThenNewValuesBeforeTheyAreStored() {
        onGtkThread {
            let counter = Counter()
            let received = Received<Int>()
            let seenInside = Received<Int>()
            let cancellable = counter.$value.sink { value in
                received.values.append(value)
                seenInside.values.append(counter.value)
            }
            counter.value = 1
            counter.value = 2
            XCTAssertEqual(received.values, [0, 1, 2])
            XCTAssertEqual(seenInside.values, [0, 0, 1], "sent in willSet, as in Apple's Combine")
            cancellable.cancel()
        }
    }

    func testObjectWillChangeIsOnePublisherThatSinksSee() {
        onGtkThread {
            let counter = Counter()
            var changes = 0
            let cancellable = counter.objectWillChange.sink { changes += 1 }
            counter.value = 1
            counter.label = "b"
            counter.objectWillChange.send()
            XCTAssertEqual(changes, 3)
            cancellable.cancel()
        }
    }

    func testObjectWillChangeSendWithoutPublishedUpdatesTheView() {
        onGtkThread {
            let model = ManualModel()
            XCTAssertTrue(model.objectWillChange === model.objectWillChange, "one publisher per object")
            let host = HostingWidget(rootView: ManualView(model: model))
            model.count = 4
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["count 4"])
        }
    }

    func testACustomObjectWillChangePublisherUpdatesTheView() {
        onGtkThread {
            let model = CustomModel()
            let host = HostingWidget(rootView: CustomView(model: model))
            model.name = "y"
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["name y"])
        }
    }

    func testAssignToPublishedAnnouncesTheChange() {
        onGtkThread {
            let search = Search()
            let host = HostingWidget(rootView: SearchView(search: search))
            search.query = "gtk"
            XCTAssertEqual(search.shout, "GTK")
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["GTK"])
        }
    }
}
