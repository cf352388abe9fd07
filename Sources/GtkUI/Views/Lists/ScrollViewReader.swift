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

    /// The content, whose lazy containers and views with an id reach the proxy as the
    /// preference `ScrollTargetsKey`. A new value evaluates no body: the proxy reads it when asked.
    public var body: some View {
        content(ScrollViewProxy(targets: targets))
            .environment(\.scrollTargetCollector, ScrollTargetsKey.self)
            .onPreferenceChange(ScrollTargetsKey.self) { [targets] in targets.entries = $0 }
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
        if let node = targets.view(withID: key), ScrollAnchor.scroll(to: node, anchor: anchor) { return }
        Diagnostics.warn("GtkUI: scrollTo found no row with the id \(String(reflecting: id))")
    }
}
