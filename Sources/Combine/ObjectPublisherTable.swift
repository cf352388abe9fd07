import Foundation

/// The `objectWillChange` publishers of objects that have no `@Published` property, which have
/// nowhere of their own to keep one. An entry lives as long as its object: entries whose object
/// is gone are dropped as the table grows.
enum ObjectPublisherTable {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private final class Storage: @unchecked Sendable {
        // Objects may be read or changed from any thread.
        let lock = NSLock()
        var entries: [ObjectIdentifier: Entry] = [:]
        var sweepAt = 64
    }

    private static let storage = Storage()

    /// The publisher kept for `object`, made on first use.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        storage.lock.lock()
        defer { storage.lock.unlock() }
        // An identifier may be reused by a new object at a freed address: the weak reference
        // tells them apart.
        if let entry = storage.entries[key], entry.object === object { return entry.publisher }
        if storage.entries.count >= storage.sweepAt {
            storage.entries = storage.entries.filter { $0.value.object != nil }
            storage.sweepAt = max(64, storage.entries.count * 2)
        }
        let publisher = ObservableObjectPublisher()
        storage.entries[key] = Entry(object: object, publisher: publisher)
        return publisher
    }
}
