import Foundation

/// A model class whose changes views follow, as in SwiftUI, without Combine.
///
/// Mark changing properties `@Published`, or call `objectWillChange.send()` before a change.
/// Views see the object through ``ObservedObject``, ``StateObject`` or ``EnvironmentObject``.
public protocol ObservableObject: AnyObject {
    /// Announces that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher shared by the object's `@Published` properties.
    public var objectWillChange: ObservableObjectPublisher {
        for child in Mirror(reflecting: self).children {
            if let published = child.value as? any PublishedProperty {
                return published.publisher
            }
        }
        // Without @Published properties nothing sends automatically; a fresh publisher is harmless.
        return ObservableObjectPublisher()
    }
}

/// Tells subscribed views that an ``ObservableObject`` is about to change.
///
/// `send()` may be called from any thread; views are updated on the GTK thread.
public final class ObservableObjectPublisher: @unchecked Sendable {
    // Touched only on the main thread: sends from elsewhere hop there first.
    private var readers: DependencyListStorage?

    /// Creates a publisher with no subscribers.
    public init() {}

    /// Announces a change: every view that read the object is evaluated again in the next pass.
    public func send() {
        if Thread.isMainThread {
            MainActor.assumeIsolated { notify() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.notify() } }
        }
    }

    @MainActor
    private func notify() {
        readers?.list.notifyChange()
    }

    /// Records the node being evaluated as a reader of the object.
    @MainActor
    func recordRead() {
        guard ViewGraph.evaluating != nil else { return }
        let storage = readers ?? DependencyListStorage()
        readers = storage
        storage.list.recordRead()
    }
}

/// Boxes a ``DependencyList`` so a non-isolated publisher can hold one.
@MainActor
final class DependencyListStorage {
    var list = DependencyList()
}
