/// Mounts one child under an identity key: the branch of a condition, the presence of an
/// optional, the wrapped type of an `AnyView`, or an explicit `.id`. A new key replaces the child.
final class SlotNode: ViewNode {
    private var key: AnyHashable
    private var child: ViewNode?
    /// The id that this slot gives a ``ScrollViewReader`` to scroll to, as a writer of
    /// ``ScrollTargetsKey``; nil for the slots that are no such place.
    private var scrollID: AnyHashable?
    private static var scrollKey: ObjectIdentifier { ObjectIdentifier(ScrollTargetsKey.self) }

    // The slot's own type is the wrapper's (for example ConditionalContent<A, B>).
    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, slot: any SlotContent) {
        key = slot.slotKey
        super.init(
            graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(Swift.type(of: slot)))
        child = slot.slotView.map { graph.makeNode(for: $0, parent: self, environment: environment) }
        updateScrollID(slot)
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        self.environment = environment
        guard let slot = view as? any SlotContent else { return }
        let newKey = slot.slotKey
        if newKey == key, let child, let content = slot.slotView {
            self.child = reconcile(child, with: content)
            return
        }
        key = newKey
        child?.unmount()
        child = slot.slotView.map { graph.makeNode(for: $0, parent: self, environment: environment) }
        structureDidChange()
        updateScrollID(slot)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    override func didUnmount() {
        guard scrollID != nil else { return }
        countPreferenceWriter(Self.scrollKey, by: -1)
        preferenceMayHaveChanged(Self.scrollKey)
    }

    override func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard K.self == ScrollTargetsKey.self, let scrollID else { return childPreferenceValue(key) }
        let entry = ScrollTargetEntry(id: scrollID, view: handle)
        return ([entry] + (childPreferenceValue(ScrollTargetsKey.self) ?? [])) as? K.Value
    }

    /// A view with an id inside a ``ScrollViewReader`` is a place its proxy can scroll to.
    private func updateScrollID(_ slot: any SlotContent) {
        let newID = environment.collectsScrollTargets ? slot.scrollID : nil
        guard newID != scrollID else { return }
        if (scrollID == nil) != (newID == nil) { countPreferenceWriter(Self.scrollKey, by: newID == nil ? -1 : 1) }
        scrollID = newID
        preferenceMayHaveChanged(Self.scrollKey)
    }
}

/// The views a `SlotNode` mounts: a key that decides identity, and the content (if any).
@MainActor
protocol SlotContent {
    var slotKey: AnyHashable { get }
    var slotView: (any View)? { get }
    /// The id a ``ScrollViewReader`` can scroll to this view by; nil for most slots.
    var scrollID: AnyHashable? { get }
}

extension SlotContent {
    var scrollID: AnyHashable? { nil }
}

extension ConditionalContent: SlotContent {
    var slotKey: AnyHashable { active.branch }
    var slotView: (any View)? { active.view }
}

extension Optional: SlotContent where Wrapped: View {
    var slotKey: AnyHashable { self == nil ? 0 : 1 }
    var slotView: (any View)? { self }
}

extension AnyView: SlotContent {
    var slotKey: AnyHashable { ObjectIdentifier(type(of: wrapped)) }
    var slotView: (any View)? { wrapped }
}

extension IDView: SlotContent {
    var slotKey: AnyHashable { AnyHashable(id) }
    var slotView: (any View)? { content }

    /// A view with an id inside a `ScrollViewReader` is a place its proxy can scroll to.
    var scrollID: AnyHashable? { AnyHashable(id) }
}
