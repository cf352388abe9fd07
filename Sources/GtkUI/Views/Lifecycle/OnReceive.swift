import Combine
import Foundation

/// Runs an action with each value a publisher sends while its content is mounted.
struct OnReceive<Content: View, Source: Publisher>: View, ContentWrapper where Source.Failure == Never {
    let content: Content
    let publisher: Source
    let action: (Source.Output) -> Void
}

extension OnReceive: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        OnReceiveNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

/// Keeps the subscription while mounted: made after the mounting pass (a current-value
/// publisher sends at once, and its action may change state), replaced only when an update
/// brings a different publisher, and cancelled at unmount, which stops an autoconnected timer.
final class OnReceiveNode<Content: View, Source: Publisher>: WrapperNode<OnReceive<Content, Source>>
where Source.Failure == Never {
    private var subscription: AnyCancellable?
    /// The latest action, read by the subscription: an update need not subscribe again.
    private let latestAction: ActionBox<Source.Output>

    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, wrapper: OnReceive<Content, Source>
    ) {
        latestAction = ActionBox(wrapper.action)
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        subscribeAfterPass()
    }

    override func wrapperDidChange(from old: OnReceive<Content, Source>) {
        latestAction.action = wrapper.action
        guard !PublisherIdentity.isSame(old.publisher, wrapper.publisher) else { return }
        subscription?.cancel()
        subscription = nil
        subscribeAfterPass()
    }

    override func didUnmount() {
        subscription?.cancel()
        subscription = nil
    }

    private func subscribeAfterPass() {
        let publisher = wrapper.publisher
        graph.afterPass { [weak self] in
            guard let self, self.isMounted, self.subscription == nil else { return }
            let action = UncheckedMainAction(box: self.latestAction)
            self.subscription = publisher.sink { value in action.deliver(value) }
        }
    }
}

/// The action an ``OnReceiveNode`` runs, replaced on each update.
@MainActor
final class ActionBox<Value> {
    var action: (Value) -> Void
    init(_ action: @escaping (Value) -> Void) { self.action = action }
}

/// Hands a value to a main-actor action from whatever thread the publisher sent it on: at once
/// on the main thread, else at the main queue's next turn.
struct UncheckedMainAction<Value>: @unchecked Sendable {
    // The box is only touched on the main thread, below.
    let box: ActionBox<Value>

    func deliver(_ value: Value) {
        let hop = UncheckedValue(value: value, target: self)
        if Thread.isMainThread {
            MainActor.assumeIsolated { hop.target.box.action(hop.value) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { hop.target.box.action(hop.value) } }
        }
    }
}

/// A value carried to the main thread with its action.
private struct UncheckedValue<Value>: @unchecked Sendable {
    // Sent once, from the publisher's thread to the main one, and not touched in between.
    let value: Value
    let target: UncheckedMainAction<Value>
}

/// Whether an update brought the same publisher: the same instance for a class (a timer's
/// `autoconnect()`), the same bytes for a value (a `$property` publisher, which refers to the
/// property's storage).
enum PublisherIdentity {
    static func isSame<Source>(_ old: Source, _ new: Source) -> Bool {
        if Source.self is AnyClass {
            return (old as AnyObject) === (new as AnyObject)
        }
        var old = old
        var new = new
        return withUnsafeBytes(of: &old) { oldBytes in
            withUnsafeBytes(of: &new) { newBytes in oldBytes.elementsEqual(newBytes) }
        }
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view is mounted: the clock
    /// that ticks with `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    ///
    /// Values arrive on the main thread; one sent elsewhere comes at the main loop's next turn.
    /// The subscription is made once the view is mounted, kept across updates that bring the
    /// same publisher, and cancelled when the view goes (an autoconnected timer stops then).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        OnReceive(content: self, publisher: publisher, action: action)
    }
}
