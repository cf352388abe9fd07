/// Sorts a menu container's children: anchors are shown in place (in `anchorBox`), items in the
/// ``MenuMirror``. Serves ``Menu`` and `.contextMenu`.
@MainActor
final class MenuCoordinator {
    let mirror = MenuMirror()
    /// Where anchors go: the menu button's label box, or the context menu's event box. Owned by
    /// the container's widget once added to it; referenced here until then.
    private let anchorHolder: GObjectReference<GtkWidget>
    /// Every child in order, with whether it is an anchor, so items get their index among items.
    private var children: [(widget: WidgetPointer, isAnchor: Bool)] = []

    init(anchorHolder: WidgetPointer) {
        self.anchorHolder = GObjectReference(retaining: anchorHolder)
    }

    /// The widget anchors are put in.
    var anchorWidget: WidgetPointer { anchorHolder.pointer }

    func add(_ child: WidgetPointer, at placement: ChildPlacement) {
        let isAnchor = placement.containerValues.menuPart == .anchor
        let index = min(placement.index, children.count)
        children.insert((child, isAnchor), at: index)
        if isAnchor {
            let anchorIndex = children[..<index].filter(\.isAnchor).count
            ContainerChildren.add(
                child, at: ChildPlacement(index: anchorIndex, isAtEnd: false), to: anchorHolder.pointer)
        } else {
            mirror.insert(child, at: itemIndex(before: index))
        }
    }

    func remove(_ child: WidgetPointer) {
        guard let index = children.firstIndex(where: { $0.widget == child }) else { return }
        if children[index].isAnchor {
            ContainerChildren.remove(child, from: anchorHolder.pointer)
        } else {
            mirror.remove(child)
        }
        children.remove(at: index)
    }

    func move(_ child: WidgetPointer, to placement: ChildPlacement) {
        guard let from = children.firstIndex(where: { $0.widget == child }) else { return }
        let entry = children.remove(at: from)
        let index = min(placement.index, children.count)
        children.insert(entry, at: index)
        if !entry.isAnchor { mirror.move(child, to: itemIndex(before: index)) }
    }

    func tearDown() {
        mirror.tearDown()
        children.removeAll()
    }

    private func itemIndex(before index: Int) -> Int {
        children[..<index].filter { !$0.isAnchor }.count
    }
}
