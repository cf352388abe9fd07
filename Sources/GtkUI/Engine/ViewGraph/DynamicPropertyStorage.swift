/// The storage a node keeps for its view's dynamic properties, by declaration order.
@MainActor
struct DynamicPropertyStorage {
    private(set) var kept: [AnyObject] = []

    /// Links the fresh boxes of a new view value to the kept storage; the first call creates it.
    mutating func link<V>(_ view: V, info: ViewTypeInfo, node: ViewNode) {
        let boxes = info.boxes(of: view)
        guard !boxes.isEmpty else { return }
        let firstMount = kept.isEmpty
        for (index, box) in boxes.enumerated() {
            let storage = box.link(to: firstMount ? nil : kept[index], node: node)
            if firstMount { kept.append(storage) }
        }
    }

    /// Replaces the kept storage with `saved` (a recycled row's state, kept by its id) or, when
    /// nil, with fresh storage, and links `view`'s boxes to it.
    mutating func adopt<V>(_ saved: [AnyObject]?, view: V, info: ViewTypeInfo, node: ViewNode) {
        let boxes = info.boxes(of: view)
        guard !boxes.isEmpty, boxes.count == kept.count else { return }
        let replacement =
            saved.flatMap { $0.count == kept.count ? $0 : nil }
            ?? zip(boxes, kept).map { box, current in box.freshStorage(replacing: current) }
        kept = []
        for (box, storage) in zip(boxes, replacement) {
            kept.append(box.link(to: storage, node: node))
        }
    }
}
