import Foundation

/// Finds the `@Published` property whose publisher stands for an object's `objectWillChange`.
///
/// Where the first such property sits (how many superclasses up, which stored property) is found
/// once per class through reflection and kept, so later lookups read only that property.
enum PublishedPropertyLocator {
    /// The superclass level (0 for the object's own class) and the stored property's index.
    private struct Location {
        let level: Int
        let index: Int
    }

    private final class Cache: @unchecked Sendable {
        // Objects may be read or changed from any thread.
        let lock = NSLock()
        var locations: [ObjectIdentifier: Location?] = [:]
    }

    private static let cache = Cache()

    /// The publisher of `object`'s first `@Published` property; for an object with none, one
    /// kept for it in ``ObjectPublisherTable``, so that `objectWillChange.send()` from its own
    /// code reaches those who subscribed.
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(type(of: object))
        cache.lock.lock()
        let known = cache.locations[key]
        cache.lock.unlock()
        let location: Location?
        if let known {
            location = known
        } else {
            location = locate(in: object)
            cache.lock.lock()
            cache.locations[key] = location
            cache.lock.unlock()
        }
        guard let location, let property = property(at: location, of: object) else {
            return ObjectPublisherTable.publisher(for: object)
        }
        return property.publisher
    }

    private static func locate(in object: AnyObject) -> Location? {
        var mirror: Mirror? = Mirror(reflecting: object)
        var level = 0
        while let current = mirror {
            for (index, child) in current.children.enumerated() where child.value is any PublishedProperty {
                return Location(level: level, index: index)
            }
            mirror = current.superclassMirror
            level += 1
        }
        return nil
    }

    private static func property(at location: Location, of object: AnyObject) -> (any PublishedProperty)? {
        var mirror = Mirror(reflecting: object)
        for _ in 0..<location.level {
            guard let superclass = mirror.superclassMirror else { return nil }
            mirror = superclass
        }
        let children = mirror.children
        guard let index = children.index(children.startIndex, offsetBy: location.index, limitedBy: children.endIndex),
            index != children.endIndex
        else { return nil }
        return children[index].value as? any PublishedProperty
    }
}
