/// Mounts one child under an identity key: the branch of a condition, the presence of an
/// optional, the wrapped type of an `AnyView`, or an explicit `.id`. A new key replaces the child.
final class SlotNode: ViewNode {
    private var key: AnyHashable
    private var child: ViewNode?
    /// The id that this slot gives a reader around it to scroll to, as a writer of the reader's
    /// ``ScrollTargetCollector``; nil for the slots that are no such place.
    private var scrollID: AnyHashable?
    /// The collector the slot counts itself a writer of, while it has a scroll id.
    private var scrollCollector: (any ScrollTargetCollector.Type)?

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
        guard let scrollCollector else { return }
        countPreferenceWriter(scrollCollector.keyIdentity, by: -1)
        preferenceMayHaveChanged(scrollCollector.keyIdentity)
    }

    override func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard let scrollCollector, let scrollID,
            let value = scrollCollector.value(as: key, for: .view(id: scrollID, node: handle), in: self)
        else { return childPreferenceValue(key) }
        return value
    }

    /// A view with an id inside a reader that collects scroll targets is a place its proxy can
    /// scroll to.
    private func updateScrollID(_ slot: any SlotContent) {
        let collector = environment.scrollTargetCollector
        let newID = collector != nil ? slot.scrollID : nil
        let newCollector = newID != nil ? collector : nil
        let old = scrollCollector
        guard newID != scrollID || newCollector?.keyIdentity != old?.keyIdentity else { return }
        scrollID = newID
        scrollCollector = newCollector
        if newCollector?.keyIdentity != old?.keyIdentity {
            if let old {
                countPreferenceWriter(old.keyIdentity, by: -1)
                preferenceMayHaveChanged(old.keyIdentity)
            }
            if let newCollector { countPreferenceWriter(newCollector.keyIdentity, by: 1) }
        }
        if let newCollector { preferenceMayHaveChanged(newCollector.keyIdentity) }
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
