/// The view a ``ViewModifier`` is applied to, held for the `content` placeholders in the
/// modifier's body. Each placeholder mounts it where the body puts it; when the modified view
/// changes, the source brings every placeholder up to date.
///
/// It is an object of its own, not the modifier's node, so that the placeholders (kept in view
/// values deep inside the node's subtree) do not keep that node alive.
@MainActor
class ModifierContentSource {
    /// The placeholders that show the content now. Handles, so an unmounted one drops out.
    private var slots: [NodeHandle] = []
    /// Bumped when the content changes, so each placeholder is brought up to date once.
    private(set) var version = 0

    /// Modifier types already warned about, so a modifier used in many rows warns once.
    private static var warnedUnusedContent: Set<ObjectIdentifier> = []

    /// Mounts the content as the child of `slot`, or updates `child` with it. The typed subclass
    /// overrides it; this one shows nothing.
    func mount(in slot: ViewNode, replacing child: ViewNode?) -> ViewNode {
        slot.reconcile(child, typed: EmptyView())
    }

    /// Registers a placeholder that shows the content.
    func register(_ slot: ModifierContentNode) {
        slots.removeAll { $0.target == nil }
        slots.append(slot.handle)
    }

    /// Called after the content was replaced: every placeholder that shows an older content
    /// updates it in place.
    func contentDidChange() {
        guard !slots.isEmpty else { return }
        slots.removeAll { $0.target == nil }
        for handle in slots {
            (handle.target as? ModifierContentNode)?.showContent(version: version)
        }
    }

    /// Marks the content as new.
    func bumpVersion() {
        version &+= 1
    }

    /// Warns once per modifier type when its body, evaluated for the first time, shows no
    /// `content` and its type does not mention one either (a body such as
    /// `if flag { content } else { … }` is fine: the content's type is in the body's).
    func warnIfUnused<Modifier: ViewModifier, Body>(by modifier: Modifier.Type, bodyType: Body.Type) {
        slots.removeAll { $0.target == nil }
        guard slots.isEmpty else { return }
        let key = ObjectIdentifier(modifier)
        guard !Self.warnedUnusedContent.contains(key) else { return }
        guard !String(reflecting: bodyType).contains("_ViewModifier_Content<") else { return }
        Self.warnedUnusedContent.insert(key)
        Diagnostics.warn(
            "GtkUI: the body of the view modifier \(modifier) does not use its content; "
                + "the view it modifies is not shown")
    }
}

/// A ``ModifierContentSource`` for content of type `Content`, which it mounts without boxing.
final class TypedModifierContentSource<Content: View>: ModifierContentSource {
    /// The modified view, as the latest `ModifiedContent` value gave it.
    var content: Content {
        didSet { bumpVersion() }
    }

    init(content: Content) {
        self.content = content
    }

    override func mount(in slot: ViewNode, replacing child: ViewNode?) -> ViewNode {
        slot.reconcile(child, typed: content)
    }
}
