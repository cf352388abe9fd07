/// The storage a node keeps for its view's dynamic properties, by declaration order.
@MainActor
struct DynamicPropertyStorage {
    private var kept: [AnyObject] = []

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
}
