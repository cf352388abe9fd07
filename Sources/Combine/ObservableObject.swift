/// A model class whose changes views follow: mark its changing properties `@Published`, or call
/// `objectWillChange.send()` before a change.
///
/// Views see the object through GtkUI's `ObservedObject`, `StateObject` and
/// `EnvironmentObject`. Code can subscribe too: `model.objectWillChange.sink { … }`.
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes; ``ObservableObjectPublisher`` unless the class
    /// declares its own.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, shared by its `@Published` properties (including those its
    /// superclasses declare), so `objectWillChange.send()` and property writes reach the same
    /// subscribers.
    public var objectWillChange: ObservableObjectPublisher {
        PublishedPropertyLocator.publisher(of: self)
    }
}
