/// The padding that spaces a view from the edges of its window: SwiftUI's `ScenePadding`.
public struct ScenePadding: Equatable, Sendable {
    /// The padding, in pixels.
    let length: Double

    /// The recommended spacing of a window's root view from its edges: 12 pixels, GNOME's
    /// spacing between a window's edge and its content.
    public static let minimum = ScenePadding(length: 12)

    /// The spacing of content from a navigation bar. GTK windows have none, so it is ``minimum``.
    public static let navigationBar = ScenePadding(length: 12)
}

extension View {
    /// Pads the view by the spacing GNOME keeps between a window's edges and its content (12
    /// pixels), on `edges`.
    public func scenePadding(_ padding: ScenePadding = .minimum, edges: Edge = .all) -> some View {
        self.padding(edges, padding.length)
    }
}
