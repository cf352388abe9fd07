/// How a ``NavigationSplitView`` sizes its detail against its other columns, set with
/// ``View/navigationSplitViewStyle(_:)``. GTK's panes always place the columns side by side, so
/// every style looks the same; the names are kept so that SwiftUI code compiles.
public struct NavigationSplitViewStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, balanced, prominentDetail }
    let kind: Kind

    /// The platform's choice.
    public static let automatic = NavigationSplitViewStyle(kind: .automatic)
    /// The leading columns shrink the detail.
    public static let balanced = NavigationSplitViewStyle(kind: .balanced)
    /// The detail keeps its size and the leading columns cover it.
    public static let prominentDetail = NavigationSplitViewStyle(kind: .prominentDetail)
}

extension View {
    /// Accepted for SwiftUI code; GTK's panes show every style side by side, so it changes nothing.
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> some View {
        self
    }
}
