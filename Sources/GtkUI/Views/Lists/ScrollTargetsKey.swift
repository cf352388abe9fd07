/// The preference that carries the places a ``ScrollViewProxy`` can scroll to up to its
/// ``ScrollViewReader``: the lazy containers (which find their rows, shown or not) and the views
/// given an id with ``View/id(_:)``, in view order. They write it only inside a reader, which puts
/// this key in the environment (``EnvironmentValues/scrollTargetCollector``), so views elsewhere
/// pay nothing for it.
struct ScrollTargetsKey: ScrollTargetCollector {
    static var defaultValue: [ScrollTargetEntry] { [] }

    static func reduce(value: inout [ScrollTargetEntry], nextValue: () -> [ScrollTargetEntry]) {
        value += nextValue()
    }

    static func value(for place: ScrollPlace, before children: [ScrollTargetEntry]?) -> [ScrollTargetEntry] {
        let entry =
            switch place {
            case .view(let id, let node): ScrollTargetEntry(id: id, view: node)
            case .container(let container): ScrollTargetEntry(container: container)
            }
        return [entry] + (children ?? [])
    }
}
