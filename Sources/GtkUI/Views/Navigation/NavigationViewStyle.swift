/// How a ``NavigationView`` shows its children, set with ``View/navigationViewStyle(_:)``.
public struct NavigationViewStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, stack, columns }
    let kind: Kind

    /// A stack for one child, columns for more.
    public static let automatic = NavigationViewStyle(kind: .automatic)
    /// A stack, whatever the number of children: they all make the root page.
    public static let stack = NavigationViewStyle(kind: .stack)
    /// Columns: the first child is the sidebar.
    public static let columns = NavigationViewStyle(kind: .columns)
}

extension View {
    /// Sets how the ``NavigationView``s inside show their children.
    public func navigationViewStyle(_ style: NavigationViewStyle) -> some View {
        environment(\.navigationViewStyle, style)
    }
}
