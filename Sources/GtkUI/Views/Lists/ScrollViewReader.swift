/// Gives its content a ``ScrollViewProxy`` that scrolls the lists and lazy stacks inside it to a
/// row by id, as in SwiftUI (rows that were never shown are found too), and any scroll view inside
/// it to a view given an id with ``View/id(_:)``.
///
/// ```swift
/// ScrollViewReader { proxy in
///     Button("Last") { proxy.scrollTo(items.last?.id, anchor: .bottom) }
///     List(items) { Text($0.name) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    @State private var targets = ScrollTargets()

    /// Content that can scroll through `proxy`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, with the lazy containers inside it registered for the proxy.
    public var body: some View {
        content(ScrollViewProxy(targets: targets)).environment(\.scrollTargets, targets)
    }
}

/// Scrolls the lazy containers of a ``ScrollViewReader``.
@MainActor
public struct ScrollViewProxy {
    let targets: ScrollTargets

    /// Scrolls the first container holding a row with `id` so the row shows, placed by `anchor`
    /// (nil: the least scrolling that shows it).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let key = AnyHashable(id)
        for target in targets.containers where target.scroll(to: key, anchor: anchor) { return }
        if let node = targets.anchor(key), ScrollAnchor.scroll(to: node, anchor: anchor) { return }
        Diagnostics.warn("GtkUI: scrollTo found no row with the id \(String(reflecting: id))")
    }
}

/// The lazy containers inside one ``ScrollViewReader``, held weakly.
@MainActor
final class ScrollTargets {
    private var entries: [WeakScrollTarget] = []
    /// Views given an id, by id.
    private var anchors: [AnyHashable: NodeHandle] = [:]

    /// Remembers the view with `id`; a later view with the same id replaces it.
    func register(anchor id: AnyHashable, _ handle: NodeHandle) {
        if anchors.count > 64 { anchors = anchors.filter { $0.value.target != nil } }
        anchors[id] = handle
    }

    /// The mounted view with `id`.
    func anchor(_ id: AnyHashable) -> ViewNode? { anchors[id]?.target }

    /// The containers still mounted.
    var containers: [any ScrollTarget] {
        entries.compactMap(\.target)
    }

    /// Adds `target` once.
    func register(_ target: any ScrollTarget) {
        entries.removeAll { $0.target == nil }
        guard !entries.contains(where: { $0.target === target }) else { return }
        entries.append(WeakScrollTarget(target: target))
    }
}

/// A container a ``ScrollViewProxy`` can scroll.
@MainActor
protocol ScrollTarget: AnyObject {
    /// Scrolls to the row with `id`; returns whether it holds one.
    func scroll(to id: AnyHashable, anchor: UnitPoint?) -> Bool
}

private struct WeakScrollTarget {
    weak var target: (any ScrollTarget)?
}

private struct ScrollTargetsKey: EnvironmentKey {
    static var defaultValue: ScrollTargets? { nil }
}

extension EnvironmentValues {
    /// The ``ScrollViewReader`` around this view.
    var scrollTargets: ScrollTargets? {
        get { self[ScrollTargetsKey.self] }
        set { self[ScrollTargetsKey.self] = newValue }
    }
}
