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
    /// The publisher shared by the object's `@Published` properties, including those its
    /// superclasses declare.
    public var objectWillChange: ObservableObjectPublisher {
        PublishedPropertyLocator.publisher(of: self)
    }
}

/// Tells subscribed views that an ``ObservableObject`` is about to change.
///
/// `send()` may be called from any thread; views are updated on the GTK thread.
public final class ObservableObjectPublisher: @unchecked Sendable {
    // Touched only on the main thread: sends from elsewhere hop there first.
    private var readers: DependencyList?

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
        readers?.notifyChange()
    }

    /// Records the node being evaluated as a reader of the object.
    @MainActor
    func recordRead() {
        guard ViewGraph.evaluating != nil else { return }
        let list = readers ?? DependencyList()
        readers = list
        list.recordRead()
    }
}
