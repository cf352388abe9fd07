import Foundation

/// The default `objectWillChange` of an ``ObservableObject``: sends an empty value before each
/// change.
///
/// `send()` may be called from any thread; subscribers receive the value on that thread.
/// GtkUI's views subscribe too, and are updated on the GTK thread.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// An empty value per change.
    public typealias Output = Void
    /// It cannot fail.
    public typealias Failure = Never

    // The fan-out is thread-safe; `attachment` is guarded by `lock`.
    private let fanout = Fanout<Void, Never>()
    private let lock = NSLock()
    private var attachment: AnyObject?

    /// A publisher with no subscribers.
    public init() {}

    /// Attaches `subscriber`; it receives a value before each change.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        fanout.attach(subscriber)
    }

    /// Announces a change to every subscriber.
    public func send() {
        fanout.send(())
    }

    /// One object that a client of the same package keeps with the publisher (GtkUI keeps the
    /// views that read the object), made by `make` on first use.
    package func attachment<Attachment: AnyObject>(make: () -> Attachment) -> Attachment {
        lock.lock()
        defer { lock.unlock() }
        if let existing = attachment as? Attachment { return existing }
        let made = make()
        attachment = made
        return made
    }
}
