import Combine
import Foundation

/// The views that read an `ObservableObject`, subscribed to its `objectWillChange`: a change
/// evaluates them again in the next pass.
///
/// One is kept per object: with the default publisher it rides on the publisher itself, and for
/// a custom `objectWillChange` (a `PassthroughSubject`, say) it sits in a table keyed by object.
@MainActor
final class ObjectReaders {
    private let readers = DependencyList()
    private var subscription: AnyCancellable?

    private init() {}

    /// Records the node being evaluated as a reader of `object`.
    static func recordRead<Object: ObservableObject>(of object: Object) {
        guard ViewGraph.evaluating != nil else { return }
        let publisher = object.objectWillChange
        let readers: ObjectReaders
        if let standard = publisher as? ObservableObjectPublisher {
            readers = standard.attachment { ObjectReaders(following: standard) }
        } else {
            readers = table.readers(of: object) { ObjectReaders(following: publisher) }
        }
        readers.readers.recordRead()
    }

    private convenience init<P: Publisher>(following publisher: P) where P.Failure == Never {
        self.init()
        // Sends may come from any thread; views update on the GTK thread.
        let target = WeakObjectReaders(self)
        subscription = publisher.sink { _ in
            if Thread.isMainThread {
                MainActor.assumeIsolated { target.readers?.readers.notifyChange() }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { target.readers?.readers.notifyChange() } }
            }
        }
    }

    private static let table = ObjectReadersTable()
}

/// A weak reference to an ``ObjectReaders`` that a publisher's sink may hold on any thread.
private final class WeakObjectReaders: @unchecked Sendable {
    // Read only on the main thread, in the hops above.
    weak var readers: ObjectReaders?
    init(_ readers: ObjectReaders) { self.readers = readers }
}

/// The readers of objects whose `objectWillChange` is a custom publisher, dropped with their
/// objects as the table grows.
@MainActor
private final class ObjectReadersTable {
    private struct Entry {
        weak var object: AnyObject?
        let readers: ObjectReaders
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 32

    func readers(of object: AnyObject, make: () -> ObjectReaders) -> ObjectReaders {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.readers }
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(32, entries.count * 2)
        }
        let made = make()
        entries[key] = Entry(object: object, readers: made)
        return made
    }
}
