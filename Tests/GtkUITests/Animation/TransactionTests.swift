import GtkUI
import Observation
import XCTest

@Observable @MainActor
private final class Model {
    var value = 0
    var other = 0
}

/// What each probe's `updateWidget` saw as `context.transaction.animation`, by name.
@MainActor
private final class TransactionLog {
    var seen: [String: [Animation?]] = [:]
    func last(_ name: String) -> Animation?? { seen[name]?.last }
}

/// A user's representable reading the transaction of the update it is in.
private struct Probe: GtkWidgetRepresentable {
    let name: String
    let value: Int
    let log: TransactionLog
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> { gtk_label_new("")! }
    func updateWidget(_ label: UnsafeMutablePointer<GtkWidget>, context: Context) {
        log.seen[name, default: []].append(context.transaction.animation)
    }
}

private struct Screen: View {
    let model: Model
    let log: TransactionLog
    var body: some View {
        VStack {
            Probe(name: "plain", value: model.value, log: log)
            Probe(name: "byValue", value: model.other, log: log).animation(.easeIn, value: model.value)
            Probe(name: "off", value: model.value, log: log).transaction { $0.animation = nil }
            Probe(name: "always", value: model.other, log: log).animation(.bouncy)
        }
    }
}

/// The transaction of a change reaches every representable updated in the pass it causes.
final class TransactionTests: GtkTestCase {
    func testWithAnimationReachesTheRepresentablesTheChangeUpdates() {
        onGtkThread {
            let (model, log) = (Model(), TransactionLog())
            let host = HostingWidget(rootView: Screen(model: model, log: log))
            XCTAssertEqual(log.last("plain"), .some(nil), "the first mount has no animation")
            withAnimation(.linear) { model.value = 1 }
            host.flushUpdates()
            XCTAssertEqual(log.last("plain"), .some(.linear))
            XCTAssertEqual(log.last("off"), .some(nil), ".transaction took the animation away")
            model.value = 2
            host.flushUpdates()
            XCTAssertEqual(log.last("plain"), .some(nil), "a plain change is not animated")
            withAnimation(.linear) {
                withAnimation(.snappy) { model.value = 3 }
            }
            host.flushUpdates()
            XCTAssertEqual(log.last("plain"), .some(.snappy), "the innermost withAnimation wins")
        }
    }

    func testAnimationValueAnimatesOnlyWhenItsValueChanges() {
        onGtkThread {
            let (model, log) = (Model(), TransactionLog())
            let host = HostingWidget(rootView: Screen(model: model, log: log))
            model.other = 1
            host.flushUpdates()
            XCTAssertEqual(log.last("byValue"), .some(nil))
            XCTAssertEqual(log.last("always"), .some(.bouncy), ".animation(_:) animates every change")
            model.value = 1
            model.other = 2
            host.flushUpdates()
            XCTAssertEqual(log.last("byValue"), .some(.easeIn))
            var transaction = Transaction(animation: .linear)
            transaction.disablesAnimations = true
            withTransaction(transaction) {
                model.value = 2
                model.other = 3
            }
            host.flushUpdates()
            XCTAssertEqual(log.last("byValue"), .some(.linear), "disablesAnimations keeps the transaction's own")
        }
    }

    func testBindingAnimationAnimatesItsWrites() {
        onGtkThread {
            let (model, log) = (Model(), TransactionLog())
            let host = HostingWidget(rootView: Screen(model: model, log: log))
            let binding = Binding(get: { model.value }, set: { model.value = $0 }).animation(.smooth)
            binding.wrappedValue = 5
            host.flushUpdates()
            XCTAssertEqual(log.last("plain"), .some(.smooth))
            XCTAssertEqual(model.value, 5)
        }
    }

    func testACompletionWhoseChangeAnimatesNothingRunsAfterThePass() {
        onGtkThread {
            let (model, log) = (Model(), TransactionLog())
            let host = HostingWidget(rootView: Screen(model: model, log: log))
            var completed = 0
            withAnimation(.linear) {
                model.value = 1
            } completion: {
                completed += 1
            }
            XCTAssertEqual(completed, 0)
            host.flushUpdates()
            XCTAssertEqual(completed, 1)
            withAnimation {
                _ = 0
            } completion: {
                completed += 1
            }
            XCTAssertTrue(TestLoop.run(until: { completed == 2 }))
        }
    }

    func testEntryValuesTravelInTheTransaction() {
        var transaction = Transaction()
        XCTAssertFalse(transaction.isUndo)
        transaction.isUndo = true
        XCTAssertTrue(withTransaction(transaction) { true })
        XCTAssertTrue(transaction[IsUndoKey.self])
    }
}

private struct IsUndoKey: TransactionKey {
    static var defaultValue: Bool { false }
}

extension Transaction {
    fileprivate var isUndo: Bool {
        get { self[IsUndoKey.self] }
        set { self[IsUndoKey.self] = newValue }
    }
}
