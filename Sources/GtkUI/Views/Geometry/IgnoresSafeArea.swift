extension Edge {
    /// A set of edges, as SwiftUI spells it (`Edge.Set`); GtkUI's ``Edge`` is itself a set.
    public typealias Set = Edge
}

extension View {
    /// Accepted so that SwiftUI code compiles; it changes nothing. A GTK window has no safe area:
    /// no notch, no home indicator and no on-screen keyboard take space from its content, and the
    /// content never goes under the window's own header bar, so there is nothing to extend into.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Accepted so that SwiftUI code compiles; it changes nothing, as a GTK window has no safe
    /// area. The older spelling of ``View/ignoresSafeArea(_:edges:)``.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}
