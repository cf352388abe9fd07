import GtkUI
import Observation
import XCTest

@Observable
private final class TrimStore {
    var items = ["a", "b", "c"]
    var limit = 3
    var suffix = ""
}

/// Rows evaluated for an index their list no longer has.
@MainActor
private final class RowLog {
    var removedRowEvaluations: [Int] = []
    var evaluations = 0
}

private struct TrimmedList: View {
    let store: TrimStore
    let log: RowLog
    var body: some View {
        VStack {
            Trimmer(store: store)
            ForEach(store.items.indices, id: \.self) { index in
                TrimRow(store: store, index: index, log: log)
            }
        }
    }
}

/// Writes the model while it is evaluated, as a body that "cleans up" its data does; SwiftUI
/// warns about this, yet it must not make a removed row run again.
private struct Trimmer: View {
    let store: TrimStore
    var body: some View {
        Text(trimmedLabel)
    }

    private var trimmedLabel: String {
        if store.items.count > store.limit { store.items.removeLast(store.items.count - store.limit) }
        return "limit \(store.limit)"
    }
}

private struct TrimRow: View {
    let store: TrimStore
    let index: Int
    let log: RowLog
    var body: some View {
        log.evaluations += 1
        if !store.items.indices.contains(index) { log.removedRowEvaluations.append(index) }
        return Text((store.items.indices.contains(index) ? store.items[index] : "gone") + store.suffix)
    }
}

final class UpdateOrderTests: GtkTestCase {
    /// The trimmer and the rows are dirty in one pass; the trimmer runs first (it is shallower)
    /// and removes the last item, which dirties the list's parent. The parent must run before the
    /// remaining rows, so the row it removes is never evaluated again.
    func testARowRemovedByAParentDirtiedDuringThePassIsNotEvaluated() {
        onGtkThread {
            let store = TrimStore()
            let log = RowLog()
            let host = HostingWidget(rootView: TrimmedList(store: store, log: log))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["limit 3", "a", "b", "c"])
            let before = log.evaluations

            store.limit = 2
            store.suffix = "!"
            host.flushUpdates()

            XCTAssertEqual(log.removedRowEvaluations, [], "a removed row was evaluated")
            XCTAssertEqual(log.evaluations - before, 2, "the two rows that stay, once each")
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["limit 2", "a!", "b!"])
        }
    }
}
