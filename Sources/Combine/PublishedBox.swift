import Foundation

/// The storage of one `@Published` property: its value, the object's publisher once found, and
/// its own subject once someone subscribes to `$property`.
final class PublishedBox<Value>: PublishedLink, @unchecked Sendable {
    // The value is read and written like any stored property (no lock, as with Apple's
    // `@Published`); the subject is made once under `lock`.
    var value: Value
    private let lock = NSLock()
    private var madeSubject: CurrentValueSubject<Value, Never>?
    private var kept: [AnyCancellable] = []

    init(_ value: Value) {
        self.value = value
    }

    /// The subject behind `$property`, made on first use with the current value.
    var subject: CurrentValueSubject<Value, Never> {
        lock.withLock {
            if let madeSubject { return madeSubject }
            let made = CurrentValueSubject<Value, Never>(value)
            madeSubject = made
            return made
        }
    }

    /// Announces and stores `newValue`: the object's publisher first, then `$property`, then the
    /// store, so subscribers run before the property changes, as in `willSet`.
    func set(_ newValue: Value) {
        objectPublisher?.send()
        lock.withLock { madeSubject }?.send(newValue)
        value = newValue
    }

    /// Keeps a subscription that writes to this property (`assign(to:)`) while the box lives.
    func keep(_ cancellable: AnyCancellable) {
        lock.withLock { kept.append(cancellable) }
    }
}

/// What the object locator needs from any `@Published` property, whatever its value type.
class PublishedLink {
    /// The object's `objectWillChange`, once found; nil while unknown or when the object has no
    /// default publisher.
    var objectPublisher: ObservableObjectPublisher?
    private var searched = false
    /// The publisher handed out as the object's `objectWillChange` when this is its first
    /// `@Published` property.
    lazy var ownPublisher = ObservableObjectPublisher()

    /// Finds the publisher of `object` once: the default `objectWillChange` of an
    /// ``ObservableObject``; none for other classes or custom publishers.
    func findPublisher(of object: AnyObject) {
        guard !searched else { return }
        searched = true
        if objectPublisher == nil, let observable = object as? any ObservableObject {
            objectPublisher = Self.defaultPublisher(of: observable)
        }
    }

    private static func defaultPublisher<Object: ObservableObject>(of object: Object) -> ObservableObjectPublisher? {
        object.objectWillChange as? ObservableObjectPublisher
    }
}

/// Lets `objectWillChange` find the publisher of an object's first `@Published` property.
protocol PublishedProperty {
    var publisher: ObservableObjectPublisher { get }
}

extension Published: PublishedProperty {
    var publisher: ObservableObjectPublisher {
        if let publisher = box.objectPublisher { return publisher }
        box.objectPublisher = box.ownPublisher
        return box.ownPublisher
    }
}
