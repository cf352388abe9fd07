/// Mounts one child under an identity key: the branch of a condition, the presence of an
/// optional, the wrapped type of an `AnyView`, or an explicit `.id`. A new key replaces the child.
final class SlotNode: ViewNode {
    private var key: AnyHashable
    private var child: ViewNode?

    // The slot's own type is the wrapper's (for example ConditionalContent<A, B>).
    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, slot: any SlotContent) {
        key = slot.slotKey
        super.init(
            graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(Swift.type(of: slot)))
        child = slot.slotView.map { graph.makeNode(for: $0, parent: self, environment: environment) }
        slot.slotMounted(self)
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
        slot.slotMounted(self)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }
}

/// The views a `SlotNode` mounts: a key that decides identity, and the content (if any).
@MainActor
protocol SlotContent {
    var slotKey: AnyHashable { get }
    var slotView: (any View)? { get }
    /// Called when `node` mounts content under a new key.
    func slotMounted(_ node: ViewNode)
}

extension SlotContent {
    func slotMounted(_ node: ViewNode) {}
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
    func slotMounted(_ node: ViewNode) {
        node.environment.scrollTargets?.register(anchor: AnyHashable(id), node.handle)
    }
}
